import { theme } from 'antd';
import type { SurveyWordCount } from '#shared/survey';
import { cloudOf } from '../../chart-data';
import { RESULTS_TEXT as T } from '../../text';

/** The words of a WORDCLOUD question, larger the more often they were given; each says its count on hover. */
export function WordCloud({ title, words }: { title: string; words: readonly SurveyWordCount[] }) {
  const { token } = theme.useToken();
  // Alternating theme colours, so that neighbours stand apart in both themes.
  const colours = [token.colorPrimary, token.colorText, token.colorSuccessText, token.colorInfoText];
  return (
    <ul className="survey-word-cloud" aria-label={T.wordCloudLabel(title)} data-testid="word-cloud">
      {cloudOf(words).map((word, index) => (
        <li
          key={word.word}
          title={`${word.word}: ${word.count}`}
          style={{ fontSize: word.size, lineHeight: 1.2, color: colours[index % colours.length] }}
        >
          {word.word}
          <span className="visually-hidden">: {word.count}</span>
        </li>
      ))}
    </ul>
  );
}
