/** The gallery app: every card through HanafudaCard, with learner labels, in English and Japanese. */
import { createApp, defineComponent, h } from 'vue';
import HanafudaCard from '../HanafudaCard.vue';
import { CARD_IDS, MONTH_NAMES, type Lang } from '../../cards';

const params = new URLSearchParams(location.search);
const lang: Lang = params.get('lang') === 'ja' ? 'ja' : 'en';
const months = params.get('months')?.split(',').map(Number) ?? Array.from({ length: 12 }, (_, i) => i + 1);

const Gallery = defineComponent({
  render: () =>
    h('div', [
      ...months.map((m) =>
        h('section', [
          h('h2', MONTH_NAMES[lang][m - 1]),
          h('div', { class: 'row' }, [
            ...CARD_IDS.filter((id) => Number(id.slice(0, 2)) === m).map((id) => h(HanafudaCard, { id, label: true, lang })),
            ...(m === months[0] ? [h(HanafudaCard, { id: 'back', label: true, lang }), h(HanafudaCard, { id: 'no-such-card', lang })] : []),
          ]),
        ]),
      ),
    ]),
});

createApp(Gallery).mount('#app');
