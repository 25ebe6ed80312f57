import { useEffect, useRef, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Button } from '../Button';
import { QuizQuestion, type QuizQuestionProps } from './QuizQuestion';

const chosen = fn();

function Demo(props: Omit<QuizQuestionProps, 'onChange'>) {
  const [value, setValue] = useState(props.value);
  return (
    <QuizQuestion
      {...props}
      value={value}
      onChange={(id) => {
        chosen(id);
        setValue(id);
      }}
    />
  );
}

const meta = {
  title: 'Quiz/QuizQuestion',
  component: Demo,
  args: {
    caption: 'Question 3 of 20',
    question: 'A price rises from €80 to €100. By what percentage did it rise?',
    answers: [
      { id: 'a', text: '20%' },
      { id: 'b', text: '25%' },
      { id: 'c', text: '80%' },
      { id: 'd', text: '125%' },
    ],
    value: null,
  },
  parameters: { fr: { caption: 'Question 3 sur 20', question: 'Un prix passe de 80 € à 100 €. De quel pourcentage a-t-il augmenté ?' } },
  argTypes: { answers: { control: false } },
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Playground: Story = {};
export const Answered: Story = { args: { value: 'b' } };
export const Blocked: Story = {
  args: { value: 'b', isDisabled: true },
  play: async ({ canvas }) => {
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).toBeDisabled();
  },
};

export const ArrowKeysChoose: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: '20%' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: '25%' })).toBeChecked();
    await expect(chosen).toHaveBeenLastCalledWith('b');
    await expect(canvas.getByRole('radiogroup', { name: /A price rises/ })).toBeVisible();
  },
};

/** The quiz page's use: after an answer the next question shows and the focus moves to its caption. */
function NextQuestionDemo(props: Omit<QuizQuestionProps, 'onChange'>) {
  const [number, setNumber] = useState(3);
  const caption = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (number > 3) caption.current?.focus();
  }, [number]);
  return (
    <>
      <QuizQuestion {...props} caption={`Question ${number} of 20`} captionRef={caption} onChange={chosen} />
      <Button onPress={() => setNumber((current) => current + 1)}>Submit</Button>
    </>
  );
}

export const CaptionTakesTheFocus: Story = {
  render: (args) => <NextQuestionDemo {...args} />,
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Question 3 of 20' })).toBeVisible();
    canvas.getByRole('button', { name: 'Submit' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('heading', { level: 2, name: 'Question 4 of 20' })).toHaveFocus();
    // The next Tab reaches the answers.
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: '20%' })).toHaveFocus();
  },
};
