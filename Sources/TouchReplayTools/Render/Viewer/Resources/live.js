// TouchReplay live view: builds the viewer's data from a live session's stream and mounts the viewer.
// TouchLive.start(element, path) opens the WebSocket at `path` on the page's own server. Messages:
// `base` (the viewer's data at the start of the history, with `bound` touches and `live` settings),
// `delta` (one update: f frames, s samples, b bindings, x taken, n recognizers, e events, v views,
// h hovers, w wheels, k hit-tests, t the present, r and d the wall-clock times of the oldest report
// and of the delivery), `present` (what
// came before is the history), `end`. The page follows the present (the last FOLLOW seconds) until
// paused; paused, it shows what the page keeps (the last `history` seconds) with the viewer's own
// controls, and says when the present has moved past what is kept; resume follows again.
// TouchLive.stats() answers the delays (ms) measured from each live report's time to the animation
// frame after the one that drew it (a report's time: the update's oldest, `r`, its kernel timestamp
// on the wall clock, plus the report's frame's offset from the oldest frame `f` of the update), the
// delays from each update's delivery (`d`) to that frame, and the page's state (with each touch's
// bound view, times and positions).
(function () {
  'use strict';
  const FOLLOW = 10; // seconds shown while following
  const REMOUNT = 1000; // ms between two mounts while following (the timeline reaches this far past the present)
  const IDLE = 250; // ms between two drawings while following and nothing arrives (the present moves on)
  const PHASES = ['began', 'moved', 'stationary', 'ended', 'cancelled'];
  const TYPES = [null, 'pointer', 'pencil'];

  // viewer.js's own helpers: an element with attributes (and text); the largest index i with times[i] <= t, or -1.
  const el = TouchViewer.html, indexAt = TouchViewer.indexAt;

  // The session as the viewer's data, grown by each delta.
  function Session(base) {
    this.data = {
      title: base.title, screen: base.screen, start: base.start, duration: base.duration, hitTests: base.hitTests,
      states: base.states, views: base.views, touches: [], gestures: [], frames: [], hovers: [], wheels: [],
    };
    this.history = base.live.history;
    this.download = base.live.download;
    this.open = {};      // touch id → its entry while down
    this.byId = {};      // touch id → its latest entry
    this.bound = {};     // touch id → [view, taken] for touches down when the history began
    this.gestures = {};  // recognizer id → its entry
    this.hovering = null;
    this.shape = 0;      // counts what a mounted viewer cannot pick up in place: new touches, recognizers, hover paths
    for (const b of base.bound) this.bound[b[0]] = b;
    for (const g of base.gestures) this.addRecognizer(g);
  }
  Session.prototype.addRecognizer = function (g) {
    if (this.gestures[g.id]) return;
    const entry = { id: g.id, kind: g.kind, view: g.view, e: [] };
    this.gestures[g.id] = entry;
    this.data.gestures.push(entry);
    this.shape++;
  };
  Session.prototype.apply = function (d) {
    const data = this.data;
    if (d.f) for (const f of d.f) data.frames.push(f);
    if (d.s) for (const s of d.s) {
      const id = s[0], phase = PHASES[s[4]];
      let touch = this.open[id];
      if (!touch || phase === 'began') {
        const old = this.bound[id];
        touch = { id: id, view: old ? old[1] : null, known: !!old, taken: old ? old[2] : false, end: 'cancelled', down: true, t: [], p: [] };
        if (TYPES[s[5]]) touch.type = TYPES[s[5]];
        if (s.length > 6) touch.f = [];
        this.open[id] = touch;
        this.byId[id] = touch;
        data.touches.push(touch);
        this.shape++;
      }
      touch.t.push(s[1]); touch.p.push(s[2], s[3]);
      if (touch.f) touch.f.push(s.length > 6 ? s[6] : 0);
      if (phase === 'ended' || phase === 'cancelled') { touch.end = phase; touch.down = false; delete this.open[id]; delete this.bound[id]; }
    }
    if (d.b) for (const b of d.b) { const touch = this.byId[b[0]]; if (touch) { touch.view = b[1]; touch.known = true; } }
    if (d.x) for (const id of d.x) { const touch = this.byId[id]; if (touch) touch.taken = true; }
    if (d.k) for (const k of d.k) { const touch = this.byId[k[0]]; if (touch) touch.steps = k[1]; }
    if (d.n) for (const g of d.n) this.addRecognizer(g);
    if (d.e) for (const e of d.e) { const g = this.gestures[e[0]]; if (g) g.e.push(e.slice(1)); }
    if (d.v) for (const v of d.v) {
      const view = data.views[v[0]];
      if (!view) continue;
      view.t.push(v[1]); view.g.push(v[2], v[3], v[4], v[5]);
      if (v.length > 6) { view.o = view.o || []; view.o.push(v[6], v[7], v[8]); }
    }
    if (d.h) for (const h of d.h) {
      const type = h[3] === 2 ? 'pencil' : 'pointer';
      if (!this.hovering || this.hovering.type !== type) {
        if (this.hovering) this.hovering.hovering = false;
        this.hovering = { type: type, hovering: true, t: [], p: [] };
        data.hovers.push(this.hovering);
        this.shape++;
      }
      this.hovering.t.push(h[0]); this.hovering.p.push(h[1], h[2]);
      if (h[4]) { this.hovering.hovering = false; this.hovering = null; }
    }
    if (d.w) for (const w of d.w) { data.wheels.push(w); this.shape++; }
    if (d.v) this.shape++;
    data.duration = Math.max(data.duration, d.t);
  };
  // Drops what is older than the history (a page left open for hours stays within its minutes), in
  // steps of 10 s unless `exact` (a pause shows what is kept, no more).
  Session.prototype.trim = function (exact) {
    const data = this.data, cutoff = data.duration - this.history;
    if (cutoff <= data.start + (exact ? 0 : 10)) return;
    data.start = cutoff;
    data.touches = data.touches.filter(function (touch) { return touch.t[touch.t.length - 1] >= cutoff; });
    data.frames = data.frames.filter(function (f) { return f >= cutoff; });
    data.wheels = data.wheels.filter(function (w) { return w[0] >= cutoff; });
    data.hovers = data.hovers.filter(function (h) { return h.hovering || h.t[h.t.length - 1] >= cutoff; });
    for (const g of data.gestures) g.e = sinceLastBefore(g.e.map(function (e) { return e[0]; }), g.e, cutoff, 1);
    for (const v of data.views) cut(v, cutoff);
  };
  // The entries of `list` (one per time, `width` values each) from the last one at or before `t` on.
  function sinceLastBefore(times, list, t, width) {
    const i = Math.max(indexAt(times, t), 0);
    return list.slice(i * width);
  }
  function cut(view, t) {
    const i = Math.max(indexAt(view.t, t), 0);
    if (i === 0) return;
    view.t = view.t.slice(i); view.g = view.g.slice(4 * i);
    if (view.o) view.o = view.o.slice(3 * i);
  }
  // The data of the last `seconds` before `present`: what a following page draws (small, whatever the history).
  Session.prototype.recent = function (present, seconds) {
    const data = this.data, from = Math.max(present - seconds, data.start);
    const views = data.views.map(function (v) {
      const copy = Object.assign({}, v);
      cut(copy, from);
      return copy;
    });
    return {
      title: data.title, screen: data.screen, start: from, duration: present, hitTests: data.hitTests, states: data.states,
      views: views,
      touches: data.touches.filter(function (touch) { return touch.down || touch.t[touch.t.length - 1] >= from; }),
      // A recognizer whose events all fall in the window is shared, so that its new events show at once.
      gestures: data.gestures.map(function (g) {
        if (g.e.length === 0 || g.e[0][0] >= from) return g;
        return { id: g.id, kind: g.kind, view: g.view, e: sinceLastBefore(g.e.map(function (e) { return e[0]; }), g.e, from, 1) };
      }),
      frames: data.frames.filter(function (f) { return f >= from; }),
      hovers: data.hovers.filter(function (h) { return h.hovering || h.t[h.t.length - 1] >= from; }),
      wheels: data.wheels.filter(function (w) { return w[0] >= from; }),
    };
  };

  function start(root, path) {
    const bar = el('div', { class: 'trv-bar trv-live' }, root);
    const toggle = el('button', { 'data-action': 'live', title: 'Pause to scrub back through the history; resume to follow the present' }, bar, '❚❚ pause');
    const status = el('span', { class: 'trv-time', 'data-live-status': 'connecting' }, bar, 'connecting…');
    const link = el('a', { 'data-action': 'download', hidden: '' }, bar, 'download the last minutes (libinput record)');
    const box = el('div', {}, root);
    let session = null, viewer = null, following = true, live = false, ended = false;
    // Paused: the time of the pause, the start of what it shows, and when the status was last said.
    let pausedAt = 0, pausedFrom = 0, saidAt = 0;
    // The present: the session time of the last update and the page's clock when it came.
    let present = 0, presentAt = 0, dirty = false, drawnAt = 0;
    // Each live update's [its reports' times, its delivery]; the delays from each report's time, and from
    // each update's delivery, to its drawing.
    const waiting = [], delays = [], drawing = [];

    function now() { return performance.timeOrigin + performance.now(); }
    function presentTime() { return ended ? present : present + (performance.now() - presentAt) / 1000; }
    function mount(data, t) {
      if (viewer) viewer.destroy();
      box.textContent = '';
      viewer = TouchViewer.mount(box, data, { time: t });
    }
    function say(text, state) { status.textContent = text; status.setAttribute('data-live-status', state); }

    // Following: the viewer is mounted anew on the last FOLLOW seconds, its timeline reaching REMOUNT ms
    // past the present, when what it draws changed shape (a new touch, recognizer, hover path, wheel step or
    // view move) or every REMOUNT ms (its timeline slides); in between it is moved to the present in place,
    // the touches' and recognizers' series growing under it. A drawing is a frame's work in the browser's
    // processes: the page draws when something arrived, and every IDLE ms otherwise, so that a loaded
    // machine's cores go to the reports (docs/performance.md, "Live view").
    let shown = null, shape = -1, mountedAt = 0;
    function frame() {
      if (following && session && (dirty || (!ended && performance.now() - drawnAt > IDLE))) {
        const t = presentTime();
        session.data.duration = Math.max(session.data.duration, t);
        if (!shown || shape !== session.shape || performance.now() - mountedAt > REMOUNT || t > shown.duration) {
          shown = session.recent(t, FOLLOW);
          if (!ended) shown.duration = t + REMOUNT / 1000;
          shape = session.shape;
          mountedAt = performance.now();
          mount(shown, t);
        } else {
          viewer.seek(t);
        }
        drawnAt = performance.now();
        dirty = false;
        // A report's delay: from its time to the frame after this drawing (the drawing painted).
        const drawn = waiting.splice(0);
        if (drawn.length) requestAnimationFrame(function () {
          const at = now();
          for (const w of drawn) { for (const r of w[0]) delays.push(at - r); drawing.push(at - w[1]); }
        });
      }
      if (!following && !ended && performance.now() - saidAt > 1000) sayPaused();
      requestAnimationFrame(frame);
    }

    toggle.addEventListener('click', function () {
      if (!session) return;
      following = !following;
      toggle.textContent = following ? '❚❚ pause' : '▶︎ follow live';
      if (following) { dirty = true; shown = null; say(ended ? 'the session ended at ' + present.toFixed(3) + ' s' : 'following the present',
        ended ? 'ended' : 'following'); return; }
      const t = presentTime();
      session.data.duration = Math.max(session.data.duration, t);
      session.trim(true);
      pausedAt = t; pausedFrom = session.data.start;
      mount(JSON.parse(JSON.stringify(session.data)), t);
      sayPaused();
    });
    // What a paused page shows, and whether the present has moved further on than the history keeps: then
    // this pause shows what is no longer kept (resuming, then pausing, shows the last `history` seconds).
    function sayPaused() {
      saidAt = performance.now();
      let text = 'paused at ' + pausedAt.toFixed(3) + ' s: scrub back to ' + pausedFrom.toFixed(3) + ' s (the last ' + session.history + ' s are kept)';
      const on = presentTime() - pausedAt;
      if (on > session.history) text += '; the present, ' + presentTime().toFixed(1) + ' s, is ' + on.toFixed(1) +
        ' s on: what this shows is no longer kept, resume to follow';
      say(text, 'paused');
    }

    const socket = new WebSocket((location.protocol === 'https:' ? 'wss://' : 'ws://') + location.host + path);
    socket.onmessage = function (event) {
      const message = JSON.parse(event.data);
      if (message.type === 'base') {
        session = new Session(message);
        present = message.start; presentAt = performance.now();
        if (session.download) { link.setAttribute('href', session.download); link.setAttribute('download', ''); link.removeAttribute('hidden'); }
      } else if (message.type === 'delta' && session) {
        session.apply(message);
        present = message.t; presentAt = performance.now();
        // A report is drawn live only while following (a paused page draws none, and keeps none waiting).
        if (live && following && message.r !== undefined) {
          const f = message.f || [], first = f.length ? Math.min.apply(null, f) : 0;
          waiting.push([f.length ? f.map(function (t) { return message.r + (t - first) * 1000; }) : [message.r], message.d]);
        }
        if (message.f) dirty = true; else dirty = dirty || !!(message.e || message.v || message.n);
        if (session.data.frames.length % 4096 === 0) session.trim();
      } else if (message.type === 'present') {
        live = true;
        dirty = true;
        say('following the present', 'following');
      } else if (message.type === 'end') {
        ended = true;
        shown = null; dirty = true; // the last drawing ends the timeline at the end
        say('the session ended at ' + present.toFixed(3) + ' s', 'ended');
      }
    };
    socket.onclose = function () {
      if (!ended) say(session ? 'disconnected at ' + present.toFixed(3) + ' s' : 'disconnected', 'disconnected');
      ended = true;
    };
    requestAnimationFrame(frame);
    return function () {
      return { delays: delays.slice(), drawing: drawing.slice(), following: following, live: live, ended: ended,
        touches: session ? session.data.touches.length : 0, start: session ? session.data.start : null, present: present,
        paths: session ? session.data.touches.map(function (touch) { return { id: touch.id, view: touch.view, down: touch.down, t: touch.t, p: touch.p }; }) : [] };
    };
  }

  const TouchLive = window.TouchLive || {};
  TouchLive.start = function (root, path) { TouchLive.stats = start(root, path); };
  window.TouchLive = TouchLive;
})();
