/**
 * The match page: the invite (take a seat), the board with its legal moves, whose turn and the
 * deadline, the log in words, a history slider, resign / draw / rematch, share and embed.
 */
import { html } from "htm/preact";
import { useEffect, useRef, useState } from "preact/hooks";
import { api, ApiError, loadGames, messageOf, type GameInfo, type LogLine, type MatchResource } from "../api";
import { seatWho } from "../../src/shared/text";
import { gameUi } from "../../boards/index";
import { SeatDot } from "../../boards/kit";
import { rulesUrl } from "../../rules/url";
import { useLiveMatch } from "../live";
import { navigate } from "../router";
import { becomeGuest, useMe } from "../session";
import { GiveSeat } from "../computer";
import { CopyButton, CopyField, Dialog, Notice, Outcome, ShareButton, absolute, embedCode, useAction, when } from "../ui";

export function MatchPage({ id, invite }: { id: string; invite: string | null }) {
  const live = useLiveMatch(id);
  const { me } = useMe();
  const [games, setGames] = useState<GameInfo[]>([]);
  const { busy, error, run } = useAction();
  const [done, setDone] = useState<string | null>(null);
  const [historyAt, setHistoryAt] = useState<number | null>(null);
  const meId = useRef<string | null | undefined>(undefined);

  useEffect(() => void loadGames().then(setGames, () => undefined), []);
  // A new identity sees the match differently: new socket, fresh resource.
  useEffect(() => {
    const now = me?.id ?? null;
    if (meId.current !== undefined && meId.current !== now) {
      live.reconnect();
      void live.refresh();
    }
    meId.current = now;
  }, [me?.id]);

  const m = live.match;
  if (live.error && !m) {
    return html`<section class="narrow"><h1>Match not found</h1><${Notice} kind="error">${live.error.message}<//><p><a href="/matches">Back to my matches</a></p></section>`;
  }
  if (!m) return html`<section><h1>Loading the match…</h1></section>`;

  const gameName = games.find((g) => g.id === m.game)?.name ?? m.game;
  const ui = gameUi(m.game);

  /** Runs a state-changing request and shows the server's answer. */
  const act = async (path: string, body: unknown, ok?: string, headers?: Record<string, string>) => {
    const got = await run(
      async () => {
        setDone(null);
        const res = await api<MatchResource>(`/api/matches/${m.id}/${path}`, { method: "POST", body, headers });
        if (res) live.accept(res);
        if (ok) setDone(ok);
        return res;
      },
      (e) => {
        const status = e instanceof ApiError ? e.status : 0;
        const why = status === 409 ? "The match moved on before your move arrived" : status === 422 ? "That move is not allowed" : "That did not work";
        void live.refresh();
        return `${why}: ${messageOf(e)}`;
      },
    );
    return got ?? null;
  };

  const onMove = (move: unknown) => {
    setHistoryAt(null);
    void act("moves", { seq: m.seq, move }, undefined, { "idempotency-key": crypto.randomUUID?.() ?? `${Date.now()}-${Math.random()}` });
  };

  const join = async (seat: number | undefined, token: string) => {
    const res = await act("join", seat === undefined ? { invite: token } : { invite: token, seat }, "You took your seat.");
    if (res) {
      live.reconnect();
      if (invite) navigate(`/m/${m.id}`, { replace: true });
    }
  };

  const inviteToken = invite ?? tokenOf(m.urls.invite);
  const showJoin = m.status === "open" && m.you === null && !!inviteToken;
  const atLatest = historyAt === null || historyAt >= m.seq;

  return html`<section class="match-page" data-seq=${m.seq} data-status=${m.status} data-you=${m.you ?? ""} data-actor=${m.you !== null && m.actors.includes(m.you) && m.status === "active" ? "yes" : "no"}>
    <div class="title-row">
      <div class="title-name">
        <h1>${gameName}</h1>
        <a class="rules-link" href=${rulesUrl(m.game)}>Rules<span class="sr-only"> of ${gameName}</span></a>
      </div>
      <span class=${`status-pill status-${m.status}`}>${statusWord(m)}</span>
    </div>
    ${m.status === "finished" || m.status === "aborted" ? html`<${EndBanner} m=${m} />` : null}
    <${Outcome} error=${error} done=${done} />
    ${showJoin ? html`<${JoinPanel} m=${m} hasMe=${!!me} busy=${busy} onJoin=${(seat: number | undefined) => join(seat, inviteToken!)} />` : null}
    ${m.status === "open" && m.you !== null ? html`<${WaitingPanel} m=${m} gameName=${gameName} busy=${busy} onAbort=${() => act("abort", {}, "The match is cancelled.")} />` : null}
    ${m.status === "open" && m.you !== null ? html`<${GiveSeat} m=${m} busy=${busy} act=${act} />` : null}
    ${m.status !== "open" ? html`<${TurnLine} m=${m} summary=${m.view ? safeSummary(ui.summary, m.view) : ""} mode=${live.mode} />` : null}
    <div class="match-layout">
      <div class="board-column">
        ${m.view !== null
          ? atLatest
            ? html`<div class="board" aria-busy=${busy ? "true" : "false"}>
                <${ui.Board} view=${m.view} seat=${m.you} seats=${m.seats} legal=${m.status === "active" ? m.legal : undefined} onMove=${m.legal && m.status === "active" ? onMove : undefined} busy=${busy} />
              </div>`
            : html`<${HistoryBoard} m=${m} at=${historyAt!} />`
          : null}
        ${m.status !== "open" && m.seq > 0 ? html`<${HistorySlider} m=${m} at=${historyAt ?? m.seq} onChange=${(n: number) => setHistoryAt(n >= m.seq ? null : n)} />` : null}
      </div>
      <aside class="side-column">
        <${Seats} m=${m} />
        <${Actions} m=${m} busy=${busy} act=${act} />
        ${m.you !== null && me?.kind === "member" && m.status !== "aborted" ? html`<${MuteToggle} id=${m.id} />` : null}
        <${SharePanel} m=${m} gameName=${gameName} />
        <${Log} m=${m} />
      </aside>
    </div>
  </section>`;
}

function tokenOf(url: string | undefined): string | null {
  if (!url) return null;
  try {
    return new URL(url).searchParams.get("invite");
  } catch {
    return null;
  }
}

function safeSummary(f: (v: any) => string, view: unknown): string {
  try {
    return f(view);
  } catch {
    return "";
  }
}

function seatName(m: MatchResource, seat: number): string {
  const s = m.seats[seat];
  if (!s) return `Seat ${seat + 1}`;
  return seatWho(s.label, s.name);
}

function statusWord(m: MatchResource): string {
  switch (m.status) {
    case "open":
      return "Waiting for players";
    case "active":
      return m.you !== null && m.actors.includes(m.you) ? "Your turn" : "In play";
    case "finished":
      return "Finished";
    case "aborted":
      return "Cancelled";
  }
}

function EndBanner({ m }: { m: MatchResource }) {
  if (m.status === "aborted") return html`<div class="banner" role="status"><strong>This match was cancelled.</strong></div>`;
  const o = m.outcome;
  let head = "The match is over.";
  if (o?.draw) head = "The match is drawn.";
  else if (o && m.you !== null) head = o.winners.includes(m.you) ? "You won!" : `You lost: ${o.winners.map((w) => seatName(m, w)).join(" and ")} won.`;
  else if (o) head = `${o.winners.map((w) => seatName(m, w)).join(" and ")} won.`;
  const won = o && m.you !== null && o.winners.includes(m.you);
  return html`<div class=${`banner${won ? " banner-win" : ""}`} role="status">
    <strong>${head}</strong>${o?.reason ? html` <span>${o.reason}</span>` : null}
  </div>`;
}

function TurnLine({ m, summary, mode }: { m: MatchResource; summary: string; mode: string }) {
  let text = "";
  if (m.status === "active") {
    const mine = m.you !== null && m.actors.includes(m.you);
    const others = m.actors.filter((a) => a !== m.you).map((a) => seatName(m, a));
    text = mine ? (others.length ? `Your turn (and ${others.join(", ")})` : "Your turn") : others.length ? `Waiting for ${others.join(" and ")}` : "Waiting";
  }
  return html`<div class="turn-line">
    ${text ? html`<p class="turn" aria-live="polite"><strong>${text}</strong>${m.deadline ? html` · due <time datetime=${m.deadline} title=${absolute(m.deadline)}>${when(m.deadline)}</time>` : null}</p>` : null}
    ${summary ? html`<p class="muted summary">${summary}</p>` : null}
    <p class="muted small connection">${mode === "live" ? "Live" : mode === "polling" ? "Reconnecting… (checking every few seconds)" : "Connecting…"}</p>
  </div>`;
}

function JoinPanel({ m, hasMe, busy, onJoin }: { m: MatchResource; hasMe: boolean; busy: boolean; onJoin: (seat: number | undefined) => Promise<void> }) {
  const free = m.seats.filter((s) => s.kind === "free");
  const [seat, setSeat] = useState<number>(free[0]?.seat ?? 0);
  const [name, setName] = useState("");
  const [error, setError] = useState<string | null>(null);
  const taken = m.seats.filter((s) => s.kind !== "free");
  const submit = async (e: Event) => {
    e.preventDefault();
    setError(null);
    try {
      if (!hasMe) await becomeGuest(name);
      await onJoin(free.length > 1 ? seat : free[0]?.seat);
    } catch (err) {
      setError(messageOf(err));
    }
  };
  const label = free.length === 1 ? `Take the ${free[0]!.label} seat` : "Take this seat";
  return html`<form class="card join" onSubmit=${submit} aria-labelledby="join-title">
    <h2 id="join-title">You are invited</h2>
    <p>${taken.length ? `${taken.map((s) => seatWho(s.label, s.name)).join(", ")} ${taken.length === 1 ? "is" : "are"} playing. ` : ""}${free.length} seat${free.length === 1 ? " is" : "s are"} free: ${free.map((s) => s.label).join(", ")}.</p>
    ${free.length > 1
      ? html`<fieldset><legend>Pick a seat</legend>${free.map(
          (s) => html`<label class="radio"><input type="radio" name="seat" checked=${seat === s.seat} onChange=${() => setSeat(s.seat)} /> <span>${s.label}</span></label>`,
        )}</fieldset>`
      : null}
    ${!hasMe
      ? html`<label for="join-name">Your name</label>
          <input id="join-name" required maxlength="40" autocomplete="nickname" value=${name} onInput=${(e: Event) => setName((e.target as HTMLInputElement).value)} />
          <p class="muted small">Or <a href=${`/signin?next=${encodeURIComponent(location.pathname + location.search)}`}>sign in with your email</a> first.</p>`
      : null}
    <button type="submit" class="primary big" disabled=${busy}>${label}</button>
    ${error ? html`<${Notice} kind="error">${error}<//>` : null}
  </form>`;
}

function WaitingPanel({ m, gameName, busy, onAbort }: { m: MatchResource; gameName: string; busy: boolean; onAbort: () => void }) {
  const free = m.seats.filter((s) => s.kind === "free").length;
  return html`<div class="card">
    <h2>Waiting for ${free} more player${free === 1 ? "" : "s"}</h2>
    ${m.urls.invite
      ? html`<${CopyField} label="Invite link" value=${m.urls.invite} />
          <div class="actions"><${ShareButton} url=${m.urls.invite} title=${`Play ${gameName} with me`} /></div>`
      : null}
    <div class="actions"><button type="button" class="secondary" disabled=${busy} onClick=${onAbort}>Cancel the match</button></div>
  </div>`;
}

function Seats({ m }: { m: MatchResource }) {
  return html`<div class="card seats">
    <h2>Players</h2>
    <ul>
      ${m.seats.map(
        (s) => html`<li class=${m.actors.includes(s.seat) && m.status === "active" ? "acting" : ""}>
          <${SeatDot} game=${m.game} label=${s.label} />
          <span><strong>${s.label}</strong> ${s.kind === "free" ? html`<em class="muted">free seat</em>` : s.name}${s.kind === "bot" && !s.level ? " (resigned, played by the computer)" : ""}${m.you === s.seat ? " · you" : ""}</span>
          ${m.actors.includes(s.seat) && m.status === "active" ? html`<span class="sr-only">, to play</span><span class="to-play" aria-hidden="true">to play</span>` : null}
        </li>`,
      )}
    </ul>
  </div>`;
}

function Actions({ m, busy, act }: { m: MatchResource; busy: boolean; act: (path: string, body: unknown, ok?: string) => Promise<MatchResource | null> }) {
  const [confirming, setConfirming] = useState(false);
  if (m.you === null) return null;
  const rematch = (m as MatchResource & { rematch?: { id: string; url: string } }).rematch;
  if (m.status === "finished" || m.status === "aborted") {
    return html`<div class="card actions-card"><h2>Next</h2><div class="actions">
      ${rematch
        ? html`<a class="button" href=${new URL(rematch.url).pathname + new URL(rematch.url).search}>Go to the rematch</a>`
        : m.status === "finished"
          ? html`<button type="button" disabled=${busy} onClick=${() => act("rematch", {}, "A rematch is ready.")}>Rematch</button>`
          : null}
      <a class="button secondary" href="/new">New match</a>
    </div></div>`;
  }
  if (m.status !== "active") return null;
  const offeredByOthers = m.drawOffer.filter((s) => s !== m.you);
  const iOffered = m.drawOffer.includes(m.you);
  return html`<div class="card actions-card">
    <h2>Match</h2>
    ${offeredByOthers.length && !iOffered
      ? html`<p>${offeredByOthers.map((s) => seatName(m, s)).join(", ")} offer${offeredByOthers.length === 1 ? "s" : ""} a draw.</p>
          <div class="actions">
            <button type="button" disabled=${busy} onClick=${() => act("draw", { action: "accept" })}>Accept the draw</button>
            <button type="button" class="secondary" disabled=${busy} onClick=${() => act("draw", { action: "decline" })}>Decline</button>
          </div>`
      : null}
    <div class="actions">
      ${iOffered
        ? html`<span class="muted">You offered a draw.</span>`
        : !offeredByOthers.length
          ? html`<button type="button" class="secondary" disabled=${busy} onClick=${() => act("draw", { action: "offer" }, "Draw offered.")}>Offer a draw</button>`
          : null}
      ${confirming
        ? html`<span role="group" aria-label="Confirm resigning" class="confirm">
            <button type="button" class="danger" disabled=${busy} onClick=${() => { setConfirming(false); void act("resign", {}); }}>Yes, resign</button>
            <button type="button" class="secondary" onClick=${() => setConfirming(false)}>Keep playing</button>
          </span>`
        : html`<button type="button" class="secondary" disabled=${busy} onClick=${() => setConfirming(true)}>Resign…</button>`}
    </div>
  </div>`;
}

/**
 * Mute emails about this match (the inbox still gets them). The server has no way to read the
 * setting back, so the page starts from "on" and reports what the server answered.
 */
function MuteToggle({ id }: { id: string }) {
  const [muted, setMuted] = useState<boolean | null>(null);
  const { busy, error, run } = useAction();
  const toggle = () =>
    run(async () => {
      const r = await api<{ muted: boolean }>(`/api/matches/${id}/mute`, { method: "POST", body: { muted: !muted } });
      setMuted(r.muted);
    });
  return html`<div class="card mute">
    <h2>Email</h2>
    <button type="button" class="secondary toggle" aria-pressed=${muted ? "true" : "false"} disabled=${busy} onClick=${toggle}>
      <span class="toggle-box" aria-hidden="true"></span>Mute emails for this match
    </button>
    <p class="muted small" role="status">${muted === null ? "" : muted ? "Emails off for this match. Your inbox still gets every notice." : "Emails on for this match."}</p>
    ${error ? html`<${Notice} kind="error">${error}<//>` : null}
  </div>`;
}

function SharePanel({ m, gameName }: { m: MatchResource; gameName: string }) {
  const [open, setOpen] = useState(false);
  const embeddable = m.visibility !== "private";
  return html`<div class="card share">
    <h2>Share</h2>
    <div class="actions">
      <${CopyButton} text=${m.urls.match} label="Copy link" copiedLabel="Link copied" />
      <${ShareButton} url=${m.urls.match} title=${`${gameName} on Dead Drop`} />
      ${embeddable ? html`<button type="button" class="secondary" onClick=${() => setOpen(true)}>Embed…</button>` : null}
    </div>
    ${embeddable
      ? html`<${Dialog} open=${open} onClose=${() => setOpen(false)} title="Embed this match">
          <p class="muted">Paste this code into a web page to show a live, read-only board.</p>
          <${CopyField} label="Embed code" value=${embedCode(m.urls.embed, `${gameName} on Dead Drop`)} multiline=${true} />
          <div class="actions"><${CopyButton} text=${m.urls.match} label="Copy link" copiedLabel="Link copied" /></div>
          <p class="muted small">Preview</p>
          <iframe class="embed-preview" src=${m.urls.embed} title=${`Preview of the embedded ${gameName} board`} loading="lazy"></iframe>
        <//>`
      : null}
  </div>`;
}

/** The log in words, fetched incrementally; refetched whole when the viewer changes. */
function Log({ m }: { m: MatchResource }) {
  const [lines, setLines] = useState<LogLine[]>([]);
  const state = useRef({ last: 0, you: m.you as number | null, loading: false });
  const list = useRef<HTMLOListElement>(null);
  useEffect(() => {
    const st = state.current;
    if (st.you !== m.you) {
      st.you = m.you;
      st.last = 0;
      setLines([]);
    }
    if (st.loading || m.seq <= st.last) return;
    st.loading = true;
    const after = st.last;
    api<LogLine[]>(`/api/matches/${m.id}/log?after=${after}`)
      .then((got) => {
        if (st.last !== after) return;
        if (got.length) {
          st.last = got[got.length - 1]!.seq;
          setLines((old) => (after === 0 ? got : [...old, ...got]));
        } else st.last = m.seq;
      })
      .catch(() => undefined)
      .finally(() => {
        st.loading = false;
      });
  }, [m.seq, m.you]);
  useEffect(() => {
    const el = list.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [lines.length]);
  const latest = lines[lines.length - 1];
  return html`<div class="card log">
    <h2>Log</h2>
    <ol ref=${list} class="log-lines" tabindex="0" aria-label="Match log">
      ${lines.map((l) => html`<li><span class="log-seq">${l.seq}</span>${l.seat !== null ? html`<${SeatDot} game=${m.game} label=${m.seats[l.seat]?.label} />` : null}<span>${l.text}</span></li>`)}
    </ol>
    <p class="sr-only" aria-live="polite">${latest ? latest.text : ""}</p>
  </div>`;
}

function HistorySlider({ m, at, onChange }: { m: MatchResource; at: number; onChange: (n: number) => void }) {
  return html`<div class="history">
    <label for="history">Look back: ${at >= m.seq ? "the current position" : `the position after event ${at} of ${m.seq}`}</label>
    <div class="history-row">
      <button type="button" class="secondary icon-button" aria-label="One event back" disabled=${at <= 1} onClick=${() => onChange(Math.max(1, at - 1))}>‹</button>
      <input id="history" type="range" min="1" max=${m.seq} step="1" value=${at} onInput=${(e: Event) => onChange(Number((e.target as HTMLInputElement).value))} />
      <button type="button" class="secondary icon-button" aria-label="One event forward" disabled=${at >= m.seq} onClick=${() => onChange(Math.min(m.seq, at + 1))}>›</button>
      ${at < m.seq ? html`<button type="button" class="secondary" onClick=${() => onChange(m.seq)}>Now</button>` : null}
    </div>
  </div>`;
}

function HistoryBoard({ m, at }: { m: MatchResource; at: number }) {
  const [h, setH] = useState<{ seq: number; view: unknown; status: string } | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let alive = true;
    const t = setTimeout(() => {
      api<{ seq: number; view: unknown; status: string }>(`/api/matches/${m.id}/history?at=${at}`).then(
        (r) => alive && (setH(r), setError(null)),
        (e) => alive && setError(messageOf(e)),
      );
    }, 120);
    return () => {
      alive = false;
      clearTimeout(t);
    };
  }, [at, m.id]);
  const ui = gameUi(m.game);
  return html`<div class="board history-board" aria-label=${`Position after event ${at}`}>
    <p class="history-note">Looking back at event ${at} of ${m.seq}. Moves are off until you return to now.</p>
    ${error ? html`<${Notice} kind="error">${error}<//>` : null}
    ${h && h.view !== null ? html`<${ui.Board} view=${h.view} seat=${m.you} seats=${m.seats} />` : h ? html`<p class="muted">No board yet at this point (the match was waiting for players).</p>` : html`<p class="muted">Loading…</p>`}
  </div>`;
}
