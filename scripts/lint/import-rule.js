// An ESLint rule that reports every import (static, re-export or dynamic) whose source `violation`
// refuses, with the reason in the message. Shared by the repository's import rules; a rule that
// takes options (e.g. its exceptions) gets them as `violation`'s third argument.

export function importRule(title, violation, schema = []) {
  return {
    meta: { type: 'problem', schema, messages: { forbidden: `${title}: {{why}}` } },
    create(context) {
      const options = context.options[0] ?? {};
      const check = (node) => {
        if (!node.source || typeof node.source.value !== 'string') return;
        const why = violation(context.filename, node.source.value, options);
        if (why) context.report({ node: node.source, messageId: 'forbidden', data: { why } });
      };
      return {
        ImportDeclaration: check,
        ExportNamedDeclaration: check,
        ExportAllDeclaration: check,
        ImportExpression: (node) => check({ source: node.source }),
      };
    },
  };
}
