import { createContext } from 'react';
import { createStore } from '@/lib/store';

export const slipDialogs = createStore(0);

export const SlipInDialogContext = createContext(false);
