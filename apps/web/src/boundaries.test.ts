import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const eslint = new ESLint({ cwd: root });

/** The messages of one rule ESLint gives a file placed at `filePath` with this source. */
async function ruleErrors(rule: string, filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: `${root}${filePath}` });
  return (result?.messages ?? []).filter((m) => m.ruleId === rule).map((m) => m.message);
}
const boundaryErrors = (filePath: string, code: string) => ruleErrors('import-x/no-restricted-paths', filePath, code);

describe('feature boundaries (lint)', { timeout: 60_000 }, () => {
  it('refuse an import of another feature', async () => {
    const errors = await boundaryErrors(
      'apps/web/src/features/cart/probe.ts',
      "export { ProductPage } from '../shop/routes/product-page';\n",
    );
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/may not import another feature/);
  });

  it('refuse shared code that imports a feature, and a feature that imports the app layer', async () => {
    expect(
      await boundaryErrors('apps/web/src/lib/probe.ts', "export { ProductPage } from '../features/shop/routes/product-page';\n"),
    ).toHaveLength(1);
    expect(await boundaryErrors('apps/web/src/features/shop/probe.ts', "export { router } from '../../app/router';\n")).toHaveLength(1);
  });

  it('allow a feature its own files and the shared places', async () => {
    const code = [
      "export { useProductDetails } from '../../api/get-product-details';",
      "export { useCart } from '../../lib/cart/cart-store';",
      "export { QuantityStepper } from '../../components/quantity-stepper';",
      "export { CategoryPage } from './category-page';",
      '',
    ].join('\n');
    expect(await boundaryErrors('apps/web/src/features/shop/routes/probe.ts', code)).toEqual([]);
  });

  it('let the app layer compose features', async () => {
    expect(
      await boundaryErrors('apps/web/src/app/probe.ts', "export { ProductPage } from '../features/shop/routes/product-page';\n"),
    ).toEqual([]);
  });
});

describe('API layers (lint)', { timeout: 60_000 }, () => {
  it('refuse demo data in the platform and the modules, and modules in the platform', async () => {
    expect(await boundaryErrors('apps/api/src/platform/probe.ts', "export { seed } from '../seed/index.js';\n")).toHaveLength(1);
    expect(
      await boundaryErrors('apps/api/src/modules/order/probe.ts', "export { contactId } from '../../seed/customers.js';\n"),
    ).toHaveLength(1);
    expect(
      await boundaryErrors('apps/api/src/platform/probe.ts', "export { orderRoutes } from '../modules/order/order.routes.js';\n"),
    ).toHaveLength(1);
  });

  it('let the composition root bring the demo data', async () => {
    expect(await boundaryErrors('apps/api/src/main-probe.ts', "export { seed } from './seed/index.js';\n")).toEqual([]);
  });

  it("refuse a module that reaches past another module's entry", async () => {
    const errors = await boundaryErrors(
      'apps/api/src/modules/cart/probe.ts',
      "export { createOrderRepository } from '../order/order.repository.js';\n",
    );
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/only through its entry \(modules\/order\/order\.module\.ts\)/);
  });

  it("let a module use what another module's entry offers, and its own files", async () => {
    const code = [
      "export { netUnitPrice } from '../catalogue/catalogue.module.js';",
      "export { cartRoutes } from './cart.routes.js';",
      '',
    ].join('\n');
    expect(await boundaryErrors('apps/api/src/modules/cart/probe.ts', code)).toEqual([]);
  });
});

// Linting a probe reads the files it imports: slower than a unit test's default allows on a busy machine.
describe('import cycles (lint)', { timeout: 60_000 }, () => {
  it('refuse an import that closes a cycle', async () => {
    // http.ts imports errors.ts: errors.ts importing http.ts would close the circle.
    const errors = await ruleErrors('import-x/no-cycle', 'apps/api/src/platform/errors.ts', "export { isJsonType } from './http.js';\n");
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/^Dependency cycle/);
    expect(
      await ruleErrors('import-x/no-cycle', 'apps/api/src/platform/errors.ts', "export { settingsScript } from './web-page.js';\n"),
    ).toEqual([]);
  });
});

describe('tables that scroll sideways (lint)', { timeout: 60_000 }, () => {
  const table = (attributes: string) =>
    `import { Table } from '@mantine/core';\nexport const T = () => <Table.ScrollContainer minWidth={600}${attributes}><Table /></Table.ScrollContainer>;\n`;

  it('refuse a scroll container a keyboard cannot reach', async () => {
    const errors = await ruleErrors('no-restricted-syntax', 'apps/backoffice/src/features/dealer/probe.tsx', table(''));
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/TableScroller/);
  });

  it('allow one that takes focus as a named region', async () => {
    expect(
      await ruleErrors(
        'no-restricted-syntax',
        'apps/web/src/features/cart/probe.tsx',
        table(' type="native" tabIndex={0} role="region" aria-label="Lines"'),
      ),
    ).toEqual([]);
  });
});
