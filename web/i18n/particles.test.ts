import { describe, expect, it } from 'vitest';
import { i18n } from './index.ts';

describe('a particle after a value in a Korean string', () => {
  it('fits how the value ends', () => {
    const changed = (role: string) => i18n.t('communityConsole.members.roleChanged', { lng: 'ko', name: 'Ana Park', role });
    expect(changed('멤버')).toBe('Ana Park 님의 역할이 멤버로 바뀌었습니다.');
    expect(changed('매니저')).toBe('Ana Park 님의 역할이 매니저로 바뀌었습니다.');
    expect(changed('오너 권한')).toBe('Ana Park 님의 역할이 오너 권한으로 바뀌었습니다.');
    expect(i18n.t('communityConsole.members.roleChanged', { lng: 'en', name: 'Ana Park', role: 'Member' })).toContain('Member');
  });
});
