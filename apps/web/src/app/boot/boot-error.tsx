import styles from './boot-error.module.css';

/** Shown when the runtime config cannot be loaded: a clear message and a reload, never a blank page. */
export function BootError({ problems }: { problems: readonly string[] }) {
  return (
    <main className={styles.page}>
      <h1 className={styles.title}>应用配置加载失败</h1>
      <p>请检查网络后重新加载。如果问题持续存在，请联系网站管理员。</p>
      <button type="button" className={styles.reload} onClick={() => window.location.reload()}>
        重新加载
      </button>
      <details className={styles.details}>
        <summary>技术详情</summary>
        <ul>
          {problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      </details>
    </main>
  );
}
