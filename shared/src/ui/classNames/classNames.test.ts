import { cx } from './classNames';

test('joins the class names that are set, skipping the rest', () => {
  expect(cx('a', false, undefined, null, '', 'b')).toBe('a b');
  expect(cx()).toBe('');
});
