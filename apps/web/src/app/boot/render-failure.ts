import styles from './boot-error.module.css';

/**
 * The renderer's code could not be loaded (a connection lost mid-visit): the outline painted by
 * index.html gives way to a message and a reload, drawn without React since React is what is
 * missing. Same look as the boot error.
 */
export function showRenderFailure(container: HTMLElement, reload: () => void): void {
  const page = document.createElement('main');
  page.className = styles.page ?? '';
  const title = document.createElement('h1');
  title.className = styles.title ?? '';
  title.textContent = '页面加载失败';
  const hint = document.createElement('p');
  hint.textContent = '网络不稳定，请检查网络后重新加载。';
  const button = document.createElement('button');
  button.type = 'button';
  button.className = styles.reload ?? '';
  button.textContent = '重新加载';
  button.addEventListener('click', reload);
  page.append(title, hint, button);
  container.replaceChildren(page);
}
