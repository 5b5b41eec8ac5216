import { Box } from '@radix-ui/themes';
import { useEffect, useId, useState } from 'react';
import { ImageDisplay } from '../../../../components/ui/image-display';
import { fieldMessage, LabelledField, messageIdOf } from '../../../../components/ui/labelled-field';

interface ImageUploadFieldProps {
  label: string;
  /** The image the record has now (shown until another file is picked). */
  storedUrl: string | null | undefined;
  /** The picked file, uploaded when the form is saved. */
  file: File | null;
  onFileChange: (file: File | null) => void;
  hint?: string;
  /** Why the picked image was refused (its upload failed); shown instead of the hint. */
  error?: string;
}

/** A file picker for one image (any image type) with a preview of the picked or the stored image. */
export function ImageUploadField({ label, storedUrl, file, onFileChange, hint, error }: ImageUploadFieldProps) {
  const id = useId();
  const [previewUrl, setPreviewUrl] = useState<string | null>(null);

  useEffect(() => {
    if (!file) {
      setPreviewUrl(null);
      return;
    }
    const url = URL.createObjectURL(file);
    setPreviewUrl(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const hasStored = Boolean(storedUrl && storedUrl !== 'null');
  const preview = (previewUrl || hasStored) && (
    <Box width="200px" height="120px" style={{ borderRadius: 'var(--radius-3)', overflow: 'hidden' }}>
      {previewUrl ? (
        <img src={previewUrl} alt="Preview of the chosen image" width={200} height={120} style={{ width: '100%', height: '100%', objectFit: 'cover' }} />
      ) : (
        <ImageDisplay src={storedUrl} alt="Current image" sizes="200px" />
      )}
    </Box>
  );
  const message = fieldMessage(error, hint);
  return (
    <LabelledField label={label} controlId={id} message={message} gap="2" after={preview}>
      <input
        id={id}
        type="file"
        accept="image/*"
        aria-invalid={error ? true : undefined}
        aria-describedby={message ? messageIdOf(id) : undefined}
        onChange={(event) => onFileChange(event.target.files?.[0] ?? null)}
      />
    </LabelledField>
  );
}
