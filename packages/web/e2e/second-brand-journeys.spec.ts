import type { Page } from '@playwright/test';
import { SECOND_BRAND_URL } from './support/ports';
import { expect, expectAccessible, signIn, test } from './support/fixtures';
import { answerEveryQuestion, payInNewTab } from './support/journeys';
import { corruptedPng, disguisedPdf, encryptedPdf, jpegFile, mislabelledImage, pdfFile, pngFile, textFile, tooLargePdf, type FilePayload } from './support/files';

// The candidate journeys of the first brand (documents.spec.ts, quiz.spec.ts, routing.spec.ts), on the second
// brand's host, in French: every message the candidate meets comes from the French catalog.

const card = (page: Page, label: string) => page.getByRole('region', { name: label });

async function upload(page: Page, label: string, file: FilePayload): Promise<void> {
  await card(page, label).locator('input[type="file"]').first().setInputFiles(file);
}

async function openDocuments(page: Page, email: string): Promise<void> {
  await signIn(page, email, { origin: SECOND_BRAND_URL });
  await page.getByRole('button', { name: 'Téléverser les documents' }).first().click();
  await expect(page).toHaveURL(/\/documents$/);
  await expect(page.getByRole('heading', { name: 'Vos documents' })).toBeVisible();
}

test.describe('École Lumière candidate journeys, in French', () => {
  test('documents: the button to the first missing document, every invalid file with its French message, valid uploads, delete, disability and nationalities', async ({ page }) => {
    test.setTimeout(150_000); // some twenty uploads, each checked, and four axe runs
    await openDocuments(page, 'documents.fr@lumiere.example');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expectAccessible(page, '/documents in French');
    // The bottom button opens the file chooser of the first required document still missing: the passport is
    // there, the transcripts have 1 of at least 2. The focus waits on that slot's button.
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Téléverser les documents' }).click();
    await chooser;
    await expect(card(page, 'Relevés de notes').getByRole('button', { name: /^Parcourir les fichiers, Fichier 2/ })).toBeFocused();

    const cv = card(page, 'Curriculum vitae');
    await upload(page, 'Curriculum vitae', tooLargePdf());
    await expect(cv.getByText(/Fichier trop volumineux\. La taille maximale est de 2 Mo/)).toBeVisible();
    // Help pages as French words linked to pages in French.
    await expect(cv.getByRole('link', { name: /^compresser un PDF/ })).toHaveAttribute('href', 'https://www.ilovepdf.com/fr/compresser_pdf');
    await upload(page, 'Curriculum vitae', textFile());
    await expect(cv.getByText(/Type de fichier non valide\. Autorisés : PDF/)).toBeVisible();
    await expectAccessible(page, 'an upload error in French');
    await upload(page, 'Curriculum vitae', disguisedPdf());
    await expect(cv.getByText('Le contenu du fichier ne correspond pas au type déclaré (fichier potentiellement malveillant)')).toBeVisible();
    await upload(page, "Passeport ou carte d'identité", mislabelledImage());
    await expect(card(page, "Passeport ou carte d'identité").getByText(/^L'extension de fichier jpg ne correspond pas au type MIME image\/png/)).toBeVisible();
    await expect(card(page, "Passeport ou carte d'identité").getByRole('alert')).toContainText('renommez-le portrait.png');
    await upload(page, "Photo d'identité", corruptedPng());
    await expect(card(page, "Photo d'identité").getByText('Fichier image invalide ou corrompu')).toBeVisible();
    // The server's PDF reader decides: a PDF that needs a password comes back refused, in French; one encrypted for
    // permissions only (no password to open it, as many transcripts are) is kept.
    await upload(page, 'Curriculum vitae', encryptedPdf('user-password', 'cv-verrouille.pdf'));
    await expect(cv.getByText(/^Ce PDF est protégé par un mot de passe : l'équipe des admissions ne pourra pas l'ouvrir/)).toBeVisible();
    await upload(page, 'Curriculum vitae', encryptedPdf('permissions-only', 'cv-protege.pdf'));
    await expect(cv.getByText('cv-protege.pdf')).toBeVisible();

    await upload(page, 'Relevés de notes', pdfFile('releve-2024.pdf'));
    await expect(page.getByText('Téléversement réussi').first()).toBeVisible();
    await expect(card(page, 'Relevés de notes').getByText('releve-2024.pdf')).toBeVisible();
    await upload(page, "Photo d'identité", pngFile('moi.png'));
    await expect(card(page, "Photo d'identité").getByText('moi.png')).toBeVisible();
    // A good file clears the slot's error.
    await expect(card(page, "Photo d'identité").getByText('Fichier image invalide ou corrompu')).toBeHidden();
    await upload(page, "Passeport ou carte d'identité", await jpegFile(page, 'passeport-verso.jpg'));
    await expect(card(page, "Passeport ou carte d'identité").getByText('passeport-verso.jpg')).toBeVisible();

    await card(page, "Photo d'identité").getByRole('button', { name: 'Supprimer moi.png' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Supprimer le document' });
    await expect(confirm.getByText('Voulez-vous vraiment supprimer « moi.png » ?')).toBeVisible();
    await expectAccessible(page, 'the French delete confirmation');
    await confirm.getByRole('button', { name: 'Supprimer' }).click();
    await expect(card(page, "Photo d'identité").getByText('moi.png')).toBeHidden();

    const disability = page.getByRole('region', { name: 'Handicap' });
    await expect(disability.getByText('Incomplet', { exact: true })).toBeVisible();
    await disability.getByText('Non', { exact: true }).click();
    await expect(disability.getByText('Complet', { exact: true })).toBeVisible();
    const nationality = page.getByRole('region', { name: 'Nationalité' });
    const combo = nationality.getByRole('combobox', { name: 'Indiquez toutes vos nationalités' });
    await combo.fill('Allem');
    await page.getByRole('option', { name: 'Allemagne' }).click();
    await combo.press('Escape');
    await expect(nationality.getByText('Complet', { exact: true })).toBeVisible();

    await page.reload();
    await expect(page.getByRole('region', { name: 'Handicap' }).getByRole('radio', { name: 'Non' })).toBeChecked();
    await expect(page.getByRole('region', { name: 'Nationalité' }).getByText('Allemagne')).toBeVisible();
    await expect(card(page, 'Relevés de notes').getByText('releve-2024.pdf')).toBeVisible();
  });

  test('a submission that needs payment: the French dialog, the payment, then accepted and locked', async ({ page, context }) => {
    await openDocuments(page, 'paiement.fr@lumiere.example');
    await page.getByRole('button', { name: 'Envoyer les documents' }).click();
    const dialog = page.getByRole('dialog', { name: 'Finalisez votre candidature' });
    await expect(dialog.getByText('Vous pourrez revenir finaliser le paiement depuis votre tableau de bord.')).toBeVisible();
    // The amount the French way ('90,00 €'), not '90.00 €'.
    await expect(dialog.getByText(/^\d+,\d{2}\s€$/)).toBeVisible();
    await expectAccessible(page, 'the French payment dialog');

    await payInNewTab(context, dialog, 'Procéder au paiement');

    await page.reload();
    await expect(page.getByRole('region', { name: 'Frais de dossier' }).getByText('Payé', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Téléverser les documents' }).first().click();
    await page.getByRole('button', { name: 'Envoyer les documents' }).click();
    await expect(page.getByText('Documents envoyés').first()).toBeVisible();
    await expect(page).toHaveURL(/:\d+\/#?$/, { timeout: 5000 });
    await expect(page.getByText('Votre candidature a été transmise au jury. Vous recevrez la réponse par e-mail.')).toBeVisible();
    await page.getByRole('button', { name: 'Voir les documents' }).click();
    await expect(page.getByText(/^Envoyé le /)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Envoyer les documents' })).toHaveCount(0);
    await expectAccessible(page, 'the locked French documents page');
  });

  test('the quiz: the French intro, countdown, slow-down block, the overlay, every question, Quiz terminé', async ({ page }) => {
    test.setTimeout(180_000); // 20 answers, each QUIZ_MIN_ANSWER_INTERVAL_MS apart
    await signIn(page, 'quiz.fr@lumiere.example', { origin: SECOND_BRAND_URL });
    await page.getByRole('button', { name: 'Commencer le quiz' }).click();
    const intro = page.getByRole('dialog', { name: "Test d'admission" });
    await expect(intro.getByText(/dure 40 minutes/)).toBeVisible();
    await expectAccessible(page, 'the French quiz intro');
    await intro.getByRole('button', { name: 'Commencer', exact: true }).click();
    await expect(page).toHaveURL(/\/quiz$/);
    await expect(page.getByRole('timer')).toHaveText(/^(40:00|39:5\d)$/);
    await expectAccessible(page, 'the French quiz question');

    await answerEveryQuestion(page, { caption: (number) => `Question ${number} sur 20`, submit: 'Valider', slowDown: 'Veuillez ralentir', wait: /^Patientez \d s$/ }, 20, async (number) => {
      if (number !== 3) return;
      await page.evaluate(() => window.dispatchEvent(new Event('blur')));
      const overlay = page.getByRole('alertdialog', { name: 'Restez sur cette page' });
      await expect(overlay.getByText('Vous devez rester sur cette page pendant le quiz')).toBeVisible();
      await expectAccessible(page, 'the French overlay');
      await page.evaluate(() => window.dispatchEvent(new Event('focus')));
      await expect(overlay).toBeHidden();
    });
    await expect(page.getByRole('heading', { name: 'Quiz terminé' })).toBeVisible();
    await expect(page.getByText("Merci d'avoir passé le quiz. Vos réponses ont été enregistrées.")).toBeVisible();
    await expectAccessible(page, 'Quiz terminé');
    await page.getByRole('button', { name: 'Retour au tableau de bord' }).click();
    await expect(page.getByRole('button', { name: 'Quiz terminé' })).toBeDisabled();
  });

  test('redirect rules and the French not-found page', async ({ page }) => {
    for (const path of ['/', '/documents', '/quiz', '/admin']) {
      await page.goto(`${SECOND_BRAND_URL}${path}`);
      await expect(page).toHaveURL(/\/auth$/);
    }
    // No address: spec §5's words, in French, beside the field.
    await page.getByRole('button', { name: 'Envoyer le lien magique' }).click();
    await expect(page.getByText('Adresse e-mail requise. Veuillez saisir votre adresse e-mail.')).toBeVisible();
    await signIn(page, 'soumis.fr@lumiere.example', { origin: SECOND_BRAND_URL });
    await page.goto(`${SECOND_BRAND_URL}/quiz`);
    await expect(page.getByText("Votre programme ne comprend pas d'évaluation de mathématiques.")).toHaveCount(1);
    await expect(page).toHaveURL(/:\d+\/#?$/);

    const warning = page.waitForEvent('console', (message) => message.type() === 'warning' && message.text().includes('/page/absente'));
    await page.goto(`${SECOND_BRAND_URL}/page/absente`);
    await warning;
    await expect(page.getByRole('heading', { name: 'Oups ! Page introuvable' })).toBeVisible();
    await expectAccessible(page, 'the French not-found page');
    await page.getByRole('link', { name: "Retour à l'accueil" }).click();
    await expect(page.getByRole('heading', { name: 'Bon retour parmi nous !' })).toBeVisible();
  });
});
