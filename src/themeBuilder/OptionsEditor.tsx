import Alert from '@mui/material/Alert';
import TextField from '@mui/material/TextField';
import { useFeatureTranslate } from '@/src/i18n/featureStrings';
import { STRINGS } from './strings';

interface OptionsEditorProps {
  text: string;
  onChange: (text: string) => void;
  /** What is wrong with the options, as sentences saying what to change. */
  problems: readonly string[];
  jsonError: string | null;
}

/** A JSON field for theme options the tools don't cover, with inline explanations. */
export function OptionsEditor({ text, onChange, problems, jsonError }: OptionsEditorProps) {
  const t = useFeatureTranslate(STRINGS);
  const invalid = jsonError !== null || problems.length > 0;
  return (
    <>
      <TextField
        label={t('builder.customLabel')}
        multiline
        minRows={6}
        fullWidth
        value={text}
        error={invalid}
        onChange={(event) => onChange(event.target.value)}
        // JSON is code: left to right in right-to-left pages too.
        slotProps={{ htmlInput: { dir: 'ltr', spellCheck: false, style: { fontFamily: 'ui-monospace, monospace', fontSize: 13 } } }}
      />
      {jsonError ? (
        <Alert severity="error" sx={{ mt: 2 }}>
          {t('builder.invalidJson')} <span dir="ltr">{jsonError}</span>
        </Alert>
      ) : null}
      {problems.length > 0 ? (
        <Alert severity="error" sx={{ mt: 2 }}>
          {t('builder.problems')}
          {/* The messages quote option paths and values: left to right, like the code they quote. */}
          <ul dir="ltr" style={{ margin: '8px 0 0', paddingInlineStart: 20 }}>
            {problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        </Alert>
      ) : null}
    </>
  );
}
