require('@testing-library/jest-dom/jest-globals');
