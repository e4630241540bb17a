import type { TFunction } from 'i18next';
import type { SwitchQuestion } from './config-switch';
import './i18n';

/**
 * What is asked before a home-page block is shown or hidden: the switch changes the live site at once (issue 19,
 * item 11), so either way staff confirm what visitors will see.
 */
export function homeBlockQuestion(t: TFunction, block: string, show: boolean): SwitchQuestion {
  const way = show ? 'show' : 'hide';
  return {
    title: t(`admin.homeBlock.${way}Title`, { block }),
    content: t(`admin.homeBlock.${way}Text`),
    okText: t(`admin.homeBlock.${way}`),
  };
}
