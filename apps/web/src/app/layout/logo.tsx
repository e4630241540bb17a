import { Link } from 'react-router';
import styles from './layout.module.css';

export function Logo() {
  return (
    <Link to="/" className={styles.logo}>
      <svg className={styles.logoMark} viewBox="0 0 64 64" aria-hidden="true">
        <rect width="64" height="64" rx="12" fill="#3a322d" />
        <path d="M8 9h48v7H8z" fill="#c9a96a" />
        <path d="M10 16h19c-3 13-3 25 1 39H10z" fill="#a33a48" />
        <path d="M54 16H35c3 13 3 25-1 39h20z" fill="#a33a48" />
      </svg>
      <span>Scena</span>
    </Link>
  );
}
