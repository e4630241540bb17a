import { describe, expect, it } from 'vitest';
import { externalConfig, PUBLIC_CONFIG_KEYS, ZAppConfig, ZAppConfigUpdate } from './app-config';

describe('app configuration', () => {
  it('has a default for every setting', () => {
    const config = ZAppConfig.parse({});
    expect(config.maintenance).toBe(false);
    expect(config.tickets_expiration_time).toBe(48);
    expect(Object.keys(config)).toEqual(Object.keys(ZAppConfig.shape));
  });

  it('keeps admin-only settings out of the public part', () => {
    const publicKeys: readonly string[] = PUBLIC_CONFIG_KEYS;
    for (const key of [
      'access_only_poland',
      'tos_version',
      'max_diff_ip_views_per_user',
      'gift_price',
      'help_faq_url',
    ]) {
      expect(publicKeys).not.toContain(key);
    }
  });

  it('shows the gift price in zł and the group settings by their spec names', () => {
    const external = externalConfig(ZAppConfig.parse({ gift_price: 4990, group_min_units: 3 }));
    expect(external.giftConfig.gift_price).toBe(49.9);
    expect(external.groupTicketConfig.min_units).toBe(3);
  });

  it('takes the text parts of a multipart form as the values JSON sends', () => {
    expect(
      ZAppConfigUpdate.parse({
        view_vod: 'false',
        maintenance: 'true',
        tickets_expiration_time: '24',
        festival_title: 'true',
        ad_pixel_id: '123',
      }),
    ).toEqual({
      view_vod: false,
      maintenance: true,
      tickets_expiration_time: 24,
      festival_title: 'true',
      ad_pixel_id: '123',
    });
  });

  it('keeps an emptied text as a change', () => {
    expect(ZAppConfigUpdate.parse({ festival_title: '', info_bar: '', regulations_page: '' })).toEqual({
      festival_title: '',
      info_bar: '',
      regulations_page: '',
    });
  });

  it('puts image renditions beside the public config and the gift config', () => {
    const image = { id: 'x', url: '/u', thumb_url: '/t', srcset: '/t 400w', width: 400, height: 300 };
    const external = externalConfig(ZAppConfig.parse({}), {
      noauth_bg_image: image,
      gift_image_mobile: image,
    });
    expect(external.config.images).toEqual({ noauth_bg_image: image });
    expect(external.giftConfig.images).toEqual({ gift_image_mobile: image });
  });

  it.each([
    [{ maintenance: true }, 'ok'],
    [{ regulations_page: '/regulamin' }, 'ok'],
    [{ regulations_page: 'https://teatr.example/regulamin' }, 'ok'],
    [{ regulations_page: '' }, 'ok'],
    [{ regulations_page: 'javascript:alert(1)' }, 'form.validate.page_link'],
    [{ regulations_page: 'regulamin' }, 'form.validate.page_link'],
    [{ regulations_page: '//evil.example' }, 'form.validate.page_link'],
    [{ policy_page: '/\\evil.example' }, 'form.validate.page_link'],
    [{ tickets_expiration_time: 5 }, 'form.validate.ticket_validity'],
    [{ contact_email: 'nie-email' }, 'form.validate.contact_email'],
    [{ tickets_expiration_time: 0 }, 'ok'],
    [{ tickets_expiration_time: 72 }, 'ok'],
    [{ tickets_expiration_time: 96 }, 'form.validate.ticket_validity'],
    [{ tickets_expiration_time: '24' }, 'ok'],
    [{ tickets_expiration_time: '5' }, 'form.validate.ticket_validity'],
    [{ tickets_expiration_time: '24h' }, 'form.validate.wrong'],
    [{ max_diff_ip_views_per_user: 3 }, 'ok'],
    [{ max_diff_ip_views_per_user: 0 }, 'form.validate.wrong'],
    [{ max_diff_ip_views_per_user: 2.5 }, 'form.validate.wrong'],
    [{ max_diff_ip_views_per_user: 'pięć' }, 'form.validate.wrong'],
    [{ max_diff_ip_views_per_user: 1001 }, 'form.validate.wrong'],
    [{ help_faq_url: 'https://teatr.example/faq' }, 'ok'],
    [{ help_faq_url: 'https://teatr.example' }, 'ok'],
    [{ help_submissions_url: '' }, 'ok'],
    [{ help_faq_url: 'http://teatr.example/faq' }, 'form.validate.https_url'],
    [{ help_faq_url: 'https://' }, 'form.validate.https_url'],
    [{ help_submissions_url: 'javascript:alert(1)' }, 'form.validate.https_url'],
    [{ help_submissions_url: '/zgloszenia' }, 'form.validate.https_url'],
    [{ info_bar_iat: '2026-01-01' }, 'form.validate.not_allowed'],
    [{ unknown_setting: 1 }, 'form.validate.not_allowed'],
    [{ maintenance: 'yes' }, 'form.validate.wrong'],
    [{ maintenance: '' }, 'form.validate.wrong'],
    [{ max_diff_ip_views_per_user: '3' }, 'ok'],
    [{ free_ad_url: 'https://reklama.example/x' }, 'ok'],
    [{ paid_ad_url: 'ftp://reklama.example/x' }, 'ok'],
    [{ paid_ad_url: '' }, 'ok'],
    [{ free_ad_url: '/strona' }, 'form.validate.ad_link'],
    [{ paid_ad_url: 'mailto:a@b.pl' }, 'form.validate.ad_link'],
    [{ noauth_bg_image: 'abc/original-1x1.png' }, 'form.validate.not_allowed'],
    // Images travel as files, never as data URLs among the fields.
    [{ noauth_bg_image_data: 'data:image/png;base64,iVBORw0KGgo=' }, 'form.validate.not_allowed'],
    [{ gift_image_mobile_data: 'data:image/jpeg;base64,/9j/' }, 'form.validate.not_allowed'],
    [{ free_ad_image_tablet_data: null }, 'form.validate.not_allowed'],
    [{ view_slider_data: 'data:image/png;base64,' }, 'form.validate.not_allowed'],
  ])('update %j → %s', (update, expected) => {
    const result = ZAppConfigUpdate.safeParse(update);
    const issue = result.success ? undefined : result.error.issues[0];
    // Unknown keys are refused as a whole; the server reports each as form.validate.not_allowed.
    const message = !issue
      ? 'ok'
      : issue.code === 'unrecognized_keys'
        ? 'form.validate.not_allowed'
        : issue.message;
    expect(message === 'ok' || message.startsWith('form.') ? message : 'form.validate.wrong').toBe(expected);
  });
});
