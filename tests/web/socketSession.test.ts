// The subscription socket's reconnect rules (web/relay/socketSession.ts): an ordinary drop is
// retried after a backoff; after the server's 4403 'session ended' close the socket waits for a
// live session again, tells the shell the session ended if none comes, and a tab signing itself
// out never checks the session at all.
import { describe, expect, it, vi } from 'vitest';
import { createSocketSession, SESSION_ENDED_CLOSE_CODE } from '../../web/relay/socketSession';

function setup(sessions: boolean[] = []) {
  const waits: number[] = [];
  const hasSession = vi.fn(async () => sessions.shift() ?? false);
  const onSessionEnded = vi.fn();
  const session = createSocketSession({
    hasSession,
    onSessionEnded,
    wait: async (retries) => {
      waits.push(retries);
    },
  });
  return { session, waits, hasSession, onSessionEnded };
}

describe('socket session', () => {
  it('retries every close, network failures included', () => {
    const { session } = setup();
    expect(session.shouldRetry({ code: 1006 })).toBe(true);
    expect(session.shouldRetry(new Error('offline'))).toBe(true);
    expect(session.shouldRetry(null)).toBe(true);
    expect(session.shouldRetry({ code: SESSION_ENDED_CLOSE_CODE })).toBe(true);
  });

  it('waits the backoff for the retry after an ordinary drop, without checking the session', async () => {
    const { session, waits, hasSession } = setup();
    session.subscriptionOpened();
    session.shouldRetry({ code: 1006 });
    await session.retryWait(3);
    expect(waits).toEqual([3]);
    expect(hasSession).not.toHaveBeenCalled();
  });

  it('after 4403 reconnects as soon as the browser has a live session again', async () => {
    const { session, waits, hasSession, onSessionEnded } = setup([true]);
    session.subscriptionOpened();
    session.shouldRetry({ code: SESSION_ENDED_CLOSE_CODE });
    await session.retryWait(0);
    expect(hasSession).toHaveBeenCalledTimes(1);
    expect(waits).toEqual([]);
    expect(onSessionEnded).not.toHaveBeenCalled();
    // The session is back: the next drop is an ordinary one again.
    await session.retryWait(2);
    expect(waits).toEqual([2]);
  });

  it('after 4403 tells the shell the session ended on the second failed check, and keeps waiting', async () => {
    const { session, waits, hasSession, onSessionEnded } = setup([false, false, false, true]);
    session.subscriptionOpened();
    session.shouldRetry({ code: SESSION_ENDED_CLOSE_CODE });
    await session.retryWait(0);
    expect(hasSession).toHaveBeenCalledTimes(4);
    expect(onSessionEnded).toHaveBeenCalledTimes(1);
    expect(waits).toEqual([0, 1, 2]);
  });

  it('stops waiting once the tab has no subscriptions left', async () => {
    const { session, hasSession } = setup();
    const close = session.subscriptionOpened();
    session.shouldRetry({ code: SESSION_ENDED_CLOSE_CODE });
    hasSession.mockImplementation(async () => {
      close();
      return false;
    });
    await session.retryWait(0);
    expect(hasSession).toHaveBeenCalledTimes(1);
  });

  it('holds the socket of a tab signing itself out: no session check, no session-ended event', async () => {
    const { session, waits, hasSession, onSessionEnded } = setup();
    const close = session.subscriptionOpened();
    session.holdForSignOut();
    const waiting = session.retryWait(0);
    // The shell reloads as a visitor: its subscriptions go, and the wait ends.
    close();
    await waiting;
    expect(waits).toEqual([0]);
    expect(hasSession).not.toHaveBeenCalled();
    expect(onSessionEnded).not.toHaveBeenCalled();
  });

  it('lifts the hold when released, or when the last subscription closes', async () => {
    const { session, waits, hasSession } = setup();
    const close = session.subscriptionOpened();
    const release = session.holdForSignOut();
    release();
    await session.retryWait(1);
    expect(waits).toEqual([1]);

    session.holdForSignOut();
    close();
    close(); // closing twice counts once
    const reopened = session.subscriptionOpened();
    await session.retryWait(4);
    expect(waits).toEqual([1, 4]);
    expect(hasSession).not.toHaveBeenCalled();
    reopened();
  });

  it('does not hold a tab that has no subscriptions', async () => {
    const { session, waits } = setup();
    session.holdForSignOut();
    session.subscriptionOpened();
    await session.retryWait(2);
    expect(waits).toEqual([2]);
  });
});
