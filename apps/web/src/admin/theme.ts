import type { ThemeConfig } from 'antd';
import type { PresetColorKey } from 'antd/es/theme/interface';

/**
 * antd 6's default colours that fail WCAG AA contrast, overridden with values that pass (frontend-recipe.md,
 * "Accessibility"); the visitor CSS mirrors the same colours.
 */
function tagTextShades(shades: Partial<Record<PresetColorKey, string>>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(shades).flatMap(([color, shade]) => [
      [`${color}7`, shade],
      [`${color}-7`, shade],
    ]),
  );
}

export const adminTheme: ThemeConfig = {
  token: {
    colorPrimary: '#0958d9',
    colorPrimaryHover: '#1f6ae0',
    colorLink: '#0958d9',
    colorLinkHover: '#003eb3',
    colorLinkActive: '#002c8c',
    colorTextTertiary: 'rgba(0,0,0,0.62)',
    colorTextDescription: 'rgba(0,0,0,0.62)',
    colorTextPlaceholder: 'rgba(0,0,0,0.56)',
    colorError: '#d9363e',
    colorErrorText: '#cf1322',
    colorErrorTextHover: '#a8071a',
    colorSuccessText: '#237804',
    colorWarningText: '#ad4e00',
    colorPrimaryBorder: '#1677ff',
    colorBorder: '#8c8c8c',
    // The text colour of preset tags (green-7 on green-1 is 3.4:1): shades that reach 4.5:1 on their tint.
    // Both spellings: the CSS variables (--ant-green-7) are named after the legacy keys.
    ...tagTextShades({
      green: '#237804',
      gold: '#874d00',
      orange: '#ad4e00',
      lime: '#3f6600',
      volcano: '#ad2102',
      cyan: '#006d75',
    }),
    fontFamily: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  },
  components: {
    // The site's own header colours (styles/global.css: --ink, --gold).
    Layout: { headerBg: '#1f1a17', headerColor: '#ffffff', siderBg: '#ffffff', bodyBg: '#f5f5f5' },
    // An off switch's own text ("Nie" of the invoices' sent switch) is white on this grey: 4.7:1 instead of 1.9:1.
    Switch: { colorTextQuaternary: '#737373', colorTextTertiary: '#595959' },
  },
};
