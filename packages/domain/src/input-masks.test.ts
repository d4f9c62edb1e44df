import { describe, expect, it } from 'vitest';
import { maskCpf, maskPhone, onlyDigits } from './input-masks';

describe('maskPhone', () => {
  it('formats landlines and mobiles as they are typed', () => {
    expect(maskPhone('11')).toBe('(11');
    expect(maskPhone('119876')).toBe('(11) 9876');
    expect(maskPhone('1130001234')).toBe('(11) 3000-1234');
    expect(maskPhone('11987654321')).toBe('(11) 98765-4321');
  });

  it('ignores anything but digits and stops at 11 digits (15 characters)', () => {
    expect(maskPhone('(11) 98765-43219999')).toBe('(11) 98765-4321');
    expect(maskPhone('abc')).toBe('');
    expect(maskPhone('')).toBe('');
  });
});

describe('onlyDigits', () => {
  it('keeps digits up to the limit', () => {
    expect(onlyDigits('529.982.247-25', 11)).toBe('52998224725');
    expect(onlyDigits('1234567890123', 11)).toBe('12345678901');
  });
});

describe('maskCpf', () => {
  it('formats a CPF as it is typed, up to 11 digits (14 characters)', () => {
    expect(maskCpf('529')).toBe('529');
    expect(maskCpf('5299822')).toBe('529.982.2');
    expect(maskCpf('52998224725')).toBe('529.982.247-25');
    expect(maskCpf('529.982.247-25999')).toBe('529.982.247-25');
    expect(maskCpf('abc')).toBe('');
  });
});
