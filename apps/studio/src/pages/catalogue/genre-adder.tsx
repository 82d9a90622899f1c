import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { studioApi } from '@marquee/contract';
import { useErrorText } from '@/api/error-text';
import { studioRequest } from '@/api/studio-api';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { TextField } from '@/ui/text-field';
import { catalogueKeys } from './catalogue-queries';
import styles from './catalogue.module.css';

/** Adds a genre to the catalogue's list and ticks it for the title being edited. */
export function GenreAdder({ onAdded }: { onAdded: (id: number) => void }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const [name, setName] = useState('');
  const add = useMutation({
    mutationFn: () => studioRequest(studioApi.addCatalogueGenre, { body: { name } }),
    onSuccess: (choices) => {
      queryClient.setQueryData(catalogueKeys.choices(), choices);
      const added = choices.genres.find(
        (genre) => genre.name.toLowerCase() === name.trim().toLowerCase(),
      );
      if (added) onAdded(added.id);
      setName('');
    },
  });
  return (
    <div className={styles.inline}>
      <TextField
        label={t('catalogue.newGenre')}
        value={name}
        maxLength={200}
        onChange={(event) => setName(event.target.value)}
      />
      <Button
        type="button"
        look="quiet"
        disabled={name.trim() === '' || add.isPending}
        onClick={() => add.mutate()}
      >
        {t('catalogue.addGenre')}
      </Button>
      {add.isError && <Alert tone="error">{errorText(add.error)}</Alert>}
    </div>
  );
}
