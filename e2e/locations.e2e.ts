import { expect, type Page, test } from '@playwright/test';
import { createFormatter } from '../packages/shared/src/format/formatter';
import { DEMO, expectAccessible, signIn, storedToken, waitForScreen } from './helpers';

/**
 * Locations (issue 15): the location manager creates a location with its electricity meter read and a picture
 * of the reading, sees its kWh and kg CO2e (500 kWh × 0.139 kg/kWh, Belgium, EEA = 69.50 kg), finds it in
 * green/locations with the factor's provenance, and comes back to the list where its row blinks then takes the
 * focus; every screen without a serious or critical accessibility violation.
 */

const PHOTO = {
  name: 'meter-start.jpg',
  mimeType: 'image/jpeg',
  buffer: Buffer.from([
    0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00,
    0x01, 0x00, 0x00, 0xff, 0xd9,
  ]),
};

async function formatter(page: Page) {
  const token = await storedToken(page);
  const response = await page.request.post('/graphql', {
    headers: { authorization: `Bearer ${token}` },
    data: { query: 'query { myProfile { regionalSetting } }' },
  });
  const body = (await response.json()) as { data: { myProfile: { regionalSetting: number } } };
  return createFormatter({ regionalSetting: body.data.myProfile.regionalSetting });
}

test.describe('locations (issue 15)', () => {
  test('the location manager records a location’s meter and its picture, and sees its carbon here and in green/locations', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await signIn(page, DEMO.prod);
    const format = await formatter(page);

    await page.goto('/#/locations');
    await waitForScreen(page, 'locations');
    await expect(page.getByRole('heading', { level: 1, name: 'Locations' })).toBeVisible();
    // The demo's film sets are listed, the production office is not (it is a premise).
    await expect(page.getByRole('link', { name: 'Café Lumière' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Production office' })).toHaveCount(0);
    await expectAccessible(page, 'locations');

    await page.getByRole('link', { name: 'New location' }).click();
    await waitForScreen(page, 'new location');
    await page.getByLabel('Set name', { exact: true }).fill('Harbour warehouse');
    await page.getByRole('tab', { name: 'Addresses and access' }).click();
    await page.getByLabel('City').first().fill('Antwerpen');
    await page.getByLabel('Country code').first().fill('be');
    await page.getByRole('tab', { name: 'Energy and meters' }).click();
    // A reading below the start is refused on its field, and nothing is saved.
    await page.getByLabel('Start reading (kWh)').first().fill('1000');
    await page.getByLabel('End reading (kWh)').first().fill('900');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('The end value must not be below the start value.')).toBeVisible();
    await page.getByLabel('End reading (kWh)').first().fill('1500');
    await expect(page.getByText(`${format.number('500', 2)} kWh`).first()).toBeVisible();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(/#\/locations\/update\/\d+$/);
    const id = Number(/update\/(\d+)$/.exec(page.url())![1]);
    await waitForScreen(page, 'the saved location');

    await page.getByRole('tab', { name: 'Energy and meters' }).click();
    // The first file input of the tab is the electricity meter's start picture.
    await page.locator('input[type=file]').first().setInputFiles(PHOTO);
    await expect(page.getByRole('button', { name: 'Remove meter-start.jpg' })).toBeVisible();
    await expect(page.getByTestId('location-kgco2e')).toHaveText(format.mass('69.5'));
    await expect(page.getByText('electricity_be_kwh').first()).toBeVisible();
    await expectAccessible(page, 'a location, energy and meters');

    await page.goto('/#/green/locations');
    await waitForScreen(page, 'green/locations');
    const row = page.locator('tr', { has: page.getByRole('link', { name: 'Harbour warehouse' }) });
    await expect(row).toContainText(format.mass('69.5'));
    await expect(row).toContainText(format.number('500', 2));
    await expect(page.getByText(/electricity_be_kwh, EEA/).first()).toBeVisible();
    await expectAccessible(page, 'green/locations');

    await page.goto('/#/green/premises');
    await waitForScreen(page, 'green/premises');
    await expect(page.getByRole('link', { name: 'Production office' })).toBeVisible();
    await expectAccessible(page, 'green/premises');

    // Back from the record, its row blinks for 1500 ms, then its link takes the focus (001 §2.4 item 11).
    await page.goto(`/#/locations/update/${id}`);
    await waitForScreen(page, 'the location again');
    await page.getByRole('main').getByRole('link', { name: 'Locations' }).click();
    await waitForScreen(page, 'locations again');
    await expect(page.getByRole('link', { name: 'Harbour warehouse' })).toBeFocused({ timeout: 5000 });

    await page.goto('/#/Offices');
    await waitForScreen(page, 'Offices');
    await expect(page.getByRole('link', { name: 'Production office' })).toBeVisible();
    await expectAccessible(page, 'Offices');
  });
});
