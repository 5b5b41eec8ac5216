# Set-up on a fresh machine is two commands: `make run` and `make test`.
SHELL := /bin/bash
.DEFAULT_GOAL := help
NAME ?=
KIND ?=
KEY ?=

.PHONY: help install build run dev worker test typecheck lint unit e2e migrate seed rebuild-projections parked-timers rearm-timers bench clean

help: ## list the targets
	@grep -E '^[a-z0-9-]+:.*## ' $(MAKEFILE_LIST) | awk -F':.*## ' '{printf "  make %-22s %s\n", $$1, $$2}'

node_modules/.installed: package.json package-lock.json */package.json
	npm ci --no-audit --no-fund
	@touch $@

install: node_modules/.installed ## install dependencies (npm ci) when the lockfile changed

build: install ## type-check and compile the server into dist/server (esbuild), build the SPA into frontend/dist
	npm run build

# Development on purpose (unless NODE_ENV says otherwise): the development mailbox is served only then.
# The demo seller of the imprint, and of invoices until Settings holds one (the demo seed saves a
# complete seller on first start); a deployment sets its own (docs/configuration.md).
DEMO_SELLER = SELLER_NAME="$${SELLER_NAME:-Poker Festivals Demo GmbH}" SELLER_ADDRESS="$${SELLER_ADDRESS:-Kärntner Ring 1, 1010 Vienna, Austria}"

run: build ## migrate, seed demo data on first start, serve http://localhost:3000
	NODE_ENV=$${NODE_ENV:-development} $(DEMO_SELLER) npm start

dev: install ## API with reload on :3000 and the Vite dev server on :5173
	@trap 'kill 0' EXIT; npm run dev --workspace frontend & NODE_ENV=$${NODE_ENV:-development} $(DEMO_SELLER) TRUSTED_ORIGINS=http://localhost:5173 npm run dev

worker: build ## the BullMQ worker process (needs DATABASE_URL and REDIS_URL)
	npm run worker

# The type check and lint are one process each and read no database: they run side by side (two
# cores), their output kept apart. The tests run after them, alone, as their timings assume.
test: install ## type check and lint side by side, then the unit and integration tests (locally without the fault tests: FAULT_TESTS=1)
	@$(MAKE) --no-print-directory -j2 --output-sync=target typecheck lint
	@$(MAKE) --no-print-directory unit

typecheck: install
	npm run typecheck

lint: install
	npm run lint

unit: install
	npm test

e2e: install ## browser tests in Chromium against the real server
	npm run e2e

migrate: build ## apply database migrations
	npm run migrate

seed: build ## seed demo data (refused in production)
	npm run seed

rebuild-projections: build ## rebuild read models from the event log: make rebuild-projections [NAME=agent-commissions]
	npm run rebuild-projections -- $(NAME)

parked-timers: build ## list timers parked after their last attempt: make parked-timers [KIND=payment-refund]
	npm run --silent timers -- parked $(if $(KIND),--kind '$(KIND)') $(if $(KEY),--key '$(KEY)')

rearm-timers: build ## re-arm parked timers, the next sweep fires them: make rearm-timers [KIND=… [KEY=…]]
	npm run --silent timers -- rearm $(if $(KIND),--kind '$(KIND)') $(if $(KEY),--key '$(KEY)')

bench: build ## event store, catalogue reads, the delivery budget (npm run bench:frontend alone), order placement, the flash-sale rush of 1,000 and 5,000 buyers (npm run bench:flash-sale alone), the sales queue (bench:sales-queue), start-up and idle memory
	npm run bench

clean: ## remove build output (keeps .data)
	rm -rf dist frontend/dist node_modules/.installed
