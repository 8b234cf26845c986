// TouchReplay viewer: draws a replay's views, fingers and recognizers at any time.
// TouchViewer.mount(element, data, options) builds one viewer in `element`;
// options: { hash: true } keeps the time in the URL (#t=1.25), { time: s } opens at s,
// { onSeek: fn } hears every change of time (a report links two viewers with it).
(function () {
  'use strict';
  const SVG = 'http://www.w3.org/2000/svg';
  const COLORS = ['#3b82f6', '#ef4444', '#22a35a', '#f59e0b', '#a855f7', '#14b8a6', '#ec4899', '#84cc16', '#f97316', '#06b6d4'];
  const SPEEDS = [1, 0.5, 0.25, 0.1];
  const TRAIL = 1.0; // seconds of trail drawn bold behind each finger

  function svg(tag, attrs, parent) {
    const node = document.createElementNS(SVG, tag);
    for (const key in attrs) node.setAttribute(key, attrs[key]);
    if (parent) parent.appendChild(node);
    return node;
  }
  function html(tag, attrs, parent, text) {
    const node = document.createElement(tag);
    for (const key in attrs) node.setAttribute(key, attrs[key]);
    if (text !== undefined) node.textContent = text;
    if (parent) parent.appendChild(node);
    return node;
  }
  // The largest index i with times[i] <= t, or -1.
  function indexAt(times, t) {
    let lo = 0, hi = times.length - 1, found = -1;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      if (times[mid] <= t + 1e-9) { found = mid; lo = mid + 1; } else hi = mid - 1;
    }
    return found;
  }
  function fmt(n, digits) { return (Math.round(n * 1000) / 1000).toFixed(digits === undefined ? 1 : digits).replace(/\.0+$/, ''); }
  function boundName(touch) { return !touch.known ? 'view not in trace' : touch.view === null ? 'no view' : touch.view; }
  function color(index) { return COLORS[index % COLORS.length]; }
  function overlaps(a, boxes) {
    for (const b of boxes) if (a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h) return true;
    return false;
  }

  function mount(root, data, options) {
    options = options || {};
    const W = data.screen[0], H = data.screen[1];
    const states = data.states;
    const state = { t: 0, playing: false, speed: 1, last: 0, selected: null };
    root.classList.add('trv');
    root.tabIndex = 0;
    html('h1', {}, root, data.title);

    // Toolbar.
    const bar = html('div', { class: 'trv-bar' }, root);
    const prev = html('button', { title: 'Previous frame (←)', 'data-action': 'prev' }, bar, '◀︎ frame');
    const play = html('button', { title: 'Play or pause (space)', 'data-action': 'play' }, bar, '▶︎ play');
    const next = html('button', { title: 'Next frame (→)', 'data-action': 'next' }, bar, 'frame ▶︎');
    const speed = html('select', { title: 'Playback speed', 'aria-label': 'speed' }, bar);
    for (const s of SPEEDS) html('option', { value: String(s) }, speed, s === 1 ? '1× (real time)' : s + '× (slow motion)');
    const timeLabel = html('span', { class: 'trv-time' }, bar);
    const scrub = html('input', { class: 'trv-scrub', type: 'range', min: '0', max: String(data.duration), step: '0.001', value: '0',
      'aria-label': 'time' }, bar);

    // Stage and side panel.
    const main = html('div', { class: 'trv-main' }, root);
    const stageBox = html('div', { class: 'trv-stage' }, main);
    const stage = svg('svg', { viewBox: '0 0 ' + W + ' ' + H, role: 'img', 'aria-label': 'screen' }, stageBox);
    const defs = svg('defs', {}, stage);
    const viewLayer = svg('g', {}, stage);
    const viewLabelLayer = svg('g', {}, stage);
    const touchLayer = svg('g', {}, stage);
    const touchLabelLayer = svg('g', {}, stage);
    const side = html('div', { class: 'trv-side' }, main);
    html('h2', {}, side, 'Touches');
    const touchList = html('ul', { class: 'trv-touches' }, side);
    html('h2', {}, side, 'Recognizers');
    const gestureList = html('ul', { class: 'trv-gestures' }, side);
    const hitBox = html('div', { class: 'trv-hit' }, side);

    // Views: nested groups, so a view that clips its bounds clips its subviews.
    const views = data.views.map(function (view, index) {
      const parentGroup = view.parent >= 0 ? data.views[view.parent].content : viewLayer;
      const group = svg('g', { class: 'trv-view' + (view.hidden ? ' trv-hidden' : ''), 'data-view': view.id }, parentGroup);
      const rect = svg('rect', { 'data-view': view.id, 'fill-opacity': String(view.depth === 0 ? 0.03 : 0.07),
        'stroke-width': '1', 'vector-effect': 'non-scaling-stroke' }, group);
      if (view.alpha < 1) group.setAttribute('opacity', String(Math.max(view.alpha, 0.25)));
      view.content = svg('g', {}, group);
      if (view.clips) {
        const clip = svg('clipPath', { id: 'trv-clip-' + uid + '-' + index }, defs);
        view.clipRect = svg('rect', {}, clip);
        view.content.setAttribute('clip-path', 'url(#trv-clip-' + uid + '-' + index + ')');
      }
      const label = svg('text', { class: 'trv-vlabel', 'data-view-label': view.id }, viewLabelLayer);
      return { data: view, rect: rect, label: label, index: -2 };
    });
    function viewRect(view, i) { const g = view.data.g; return { x: g[4 * i], y: g[4 * i + 1], w: g[4 * i + 2], h: g[4 * i + 3] }; }

    // Touches: faint whole path, bold recent trail, start mark, dot and label.
    const touches = data.touches.map(function (touch, index) {
      const c = color(index);
      const group = svg('g', { 'data-touch': String(touch.id), visibility: 'hidden' }, touchLayer);
      const path = svg('polyline', { fill: 'none', stroke: c, 'stroke-opacity': '0.35', 'stroke-width': '1.5',
        'vector-effect': 'non-scaling-stroke' }, group);
      const trail = svg('polyline', { fill: 'none', stroke: c, 'stroke-width': '3', 'stroke-linecap': 'round',
        'stroke-linejoin': 'round', 'vector-effect': 'non-scaling-stroke' }, group);
      const start = svg('circle', { class: 'trv-start', fill: 'none', stroke: c, 'stroke-width': '2',
        'vector-effect': 'non-scaling-stroke', cx: String(touch.p[0]), cy: String(touch.p[1]) }, group);
      svg('title', {}, start).textContent = 'touch ' + touch.id + ' began here: click for its hit-test';
      start.addEventListener('click', function () { showHitTest(index); });
      const dot = svg('circle', { class: 'trv-dot', 'data-touch': String(touch.id), fill: c, stroke: 'var(--label-halo)',
        'stroke-width': '1.5', 'vector-effect': 'non-scaling-stroke' }, group);
      const label = svg('text', { class: 'trv-tlabel', 'data-touch-label': String(touch.id), visibility: 'hidden' }, touchLabelLayer);
      label.textContent = '#' + touch.id + ' → ' + boundName(touch);
      return { data: touch, color: c, group: group, path: path, trail: trail, start: start, dot: dot, label: label, pathDrawn: false };
    });
    function touchPoint(touch, i) { return [touch.data.p[2 * i], touch.data.p[2 * i + 1]]; }

    const timeline = TouchViewer.timeline(root, data, function (t) { seek(t, true); });

    let unit = 1; // screen points per CSS pixel on the stage
    function measure() {
      const width = stage.getBoundingClientRect().width || 800;
      unit = W / width;
      const font = 12 * unit;
      for (const v of views) { v.label.setAttribute('font-size', String(font)); v.label.setAttribute('stroke-width', String(3 * unit)); }
      for (const t of touches) {
        t.label.setAttribute('font-size', String(font)); t.label.setAttribute('stroke-width', String(3 * unit));
        t.dot.setAttribute('r', String(7 * unit)); t.start.setAttribute('r', String(5 * unit));
      }
      timeline.resize();
      draw();
    }

    function drawViews(t) {
      const placed = [];
      const rects = [];
      for (const v of views) {
        const i = Math.max(indexAt(v.data.t, t), 0);
        const r = viewRect(v, i);
        rects.push(r);
        if (i !== v.index) {
          v.index = i;
          v.rect.setAttribute('x', r.x); v.rect.setAttribute('y', r.y);
          v.rect.setAttribute('width', Math.max(r.w, 0)); v.rect.setAttribute('height', Math.max(r.h, 0));
          if (v.data.round) { v.rect.setAttribute('rx', r.w / 2); v.rect.setAttribute('ry', r.h / 2); }
          if (v.clipRect) {
            v.clipRect.setAttribute('x', r.x); v.clipRect.setAttribute('y', r.y);
            v.clipRect.setAttribute('width', Math.max(r.w, 0)); v.clipRect.setAttribute('height', Math.max(r.h, 0));
          }
          let text = v.data.id;
          if (v.data.o) text += '  offset (' + fmt(v.data.o[3 * i]) + ', ' + fmt(v.data.o[3 * i + 1]) + ') zoom ' + fmt(v.data.o[3 * i + 2], 2);
          if (v.data.hidden) text += ' (hidden)';
          v.label.textContent = text;
        }
      }
      // Labels at the top-left of the part of each view that shows, moved down when they would cover another.
      const line = 15 * unit, pad = 4 * unit;
      views.forEach(function (v, index) {
        const r0 = rects[index];
        let box = { x: Math.max(r0.x, 0), y: Math.max(r0.y, 0), w: Math.min(r0.x + r0.w, W) - Math.max(r0.x, 0), h: Math.min(r0.y + r0.h, H) - Math.max(r0.y, 0) };
        for (let p = v.data.parent; p >= 0; p = data.views[p].parent) {
          if (!data.views[p].clips) continue;
          const c = rects[p];
          const x = Math.max(box.x, c.x), y = Math.max(box.y, c.y);
          box = { x: x, y: y, w: Math.min(box.x + box.w, c.x + c.w) - x, h: Math.min(box.y + box.h, c.y + c.h) - y };
        }
        if (box.w <= 0 || box.h <= 0) { v.label.setAttribute('visibility', 'hidden'); return; }
        const width = v.label.textContent.length * 7 * unit;
        let spot = { x: box.x + pad, y: box.y + pad, w: width, h: line };
        if (views.length <= 300) for (let k = 0; k < 6 && overlaps(spot, placed); k++) spot.y += line;
        placed.push(spot);
        v.label.setAttribute('visibility', 'visible');
        v.label.setAttribute('x', spot.x); v.label.setAttribute('y', spot.y + line * 0.8);
      });
      return placed;
    }

    function drawTouches(t, placed) {
      const dots = [];
      const rows = [];
      for (const touch of touches) {
        const times = touch.data.t;
        const visible = t >= times[0] - 1e-9 && t <= times[times.length - 1] + 1e-9;
        touch.group.setAttribute('visibility', visible ? 'visible' : 'hidden');
        touch.label.setAttribute('visibility', 'hidden');
        if (!visible) continue;
        if (!touch.pathDrawn) {
          const all = [];
          for (let k = 0; k < times.length; k++) all.push(touch.data.p[2 * k] + ',' + touch.data.p[2 * k + 1]);
          touch.path.setAttribute('points', all.join(' '));
          touch.pathDrawn = true;
        }
        const i = indexAt(times, t);
        const from = Math.max(indexAt(times, t - TRAIL), 0);
        const trail = [];
        for (let k = from; k <= i; k++) trail.push(touch.data.p[2 * k] + ',' + touch.data.p[2 * k + 1]);
        touch.trail.setAttribute('points', trail.join(' '));
        const p = touchPoint(touch, i);
        touch.dot.setAttribute('cx', p[0]); touch.dot.setAttribute('cy', p[1]);
        dots.push({ x: p[0] - 8 * unit, y: p[1] - 8 * unit, w: 16 * unit, h: 16 * unit });
        rows.push({ touch: touch, p: p });
      }
      // Finger labels beside their dots, on the first side that covers no other label or dot.
      const boxes = placed.concat(dots);
      const line = 15 * unit;
      for (const row of rows) {
        const width = row.touch.label.textContent.length * 7.5 * unit, d = 11 * unit;
        const candidates = [[d, -d - line], [d, d], [-d - width, -d - line], [-d - width, d], [-width / 2, -d - line - 4 * unit],
          [-width / 2, d + 4 * unit], [d, -line / 2], [-d - width, -line / 2]];
        let spot = null;
        for (const c of candidates) {
          const box = { x: row.p[0] + c[0], y: row.p[1] + c[1], w: width, h: line };
          if (box.x < 0 || box.y < 0 || box.x + box.w > W || box.y + box.h > H) continue;
          if (!overlaps(box, boxes)) { spot = box; break; }
        }
        if (!spot) {
          spot = { x: Math.min(Math.max(row.p[0] + d, 0), W - width), y: Math.min(Math.max(row.p[1] - d - line, 0), H - line), w: width, h: line };
          for (let k = 0; k < 12 && overlaps(spot, boxes); k++) spot.y = (spot.y + line) % Math.max(H - line, line);
        }
        boxes.push(spot);
        row.touch.label.setAttribute('x', spot.x); row.touch.label.setAttribute('y', spot.y + line * 0.8);
        row.touch.label.setAttribute('fill', row.touch.color);
        row.touch.label.setAttribute('visibility', 'visible');
      }
      touchList.textContent = '';
      if (rows.length === 0) html('li', { class: 'trv-muted' }, touchList, 'no finger down');
      for (const row of rows) {
        const touch = row.touch.data;
        const li = html('li', { class: 'trv-click', 'data-touch-row': String(touch.id) }, touchList);
        html('span', { class: 'trv-swatch', style: 'background:' + row.touch.color }, li);
        li.appendChild(document.createTextNode('#' + touch.id + ' → ' + boundName(touch) +
          ' at (' + fmt(row.p[0]) + ', ' + fmt(row.p[1]) + ')' + (touch.taken ? ', taken by a recognizer' : '')));
        li.addEventListener('click', function () { showHitTest(touches.indexOf(row.touch)); });
      }
    }

    function drawGestures(t) {
      gestureList.textContent = '';
      let any = false;
      for (const g of data.gestures) {
        const times = g.e.map(function (e) { return e[0]; });
        const i = indexAt(times, t);
        if (i < 0) continue;
        any = true;
        const e = g.e[i], name = states[e[1]] || '?';
        const li = html('li', { 'data-gesture-row': g.id }, gestureList);
        html('span', {}, li, g.id + ' ');
        html('span', { class: 'trv-muted' }, li, '(' + g.kind + (g.view ? ' on ' + g.view : '') + ') ');
        html('span', { class: 'trv-state c-' + name }, li, name);
        html('span', { class: 'trv-muted' }, li, ' at ' + fmt(e[0], 3) + ' s' + (e[5] ? ', ' + e[5] : ''));
        if (e[6]) html('div', { class: 'trv-reason' }, li, 'reason: ' + e[6]);
      }
      if (!any) html('li', { class: 'trv-muted' }, gestureList, 'no state change yet');
    }

    function showHitTest(index) {
      const touch = data.touches[index];
      hitBox.textContent = '';
      html('h2', {}, hitBox, 'Hit-test of touch #' + touch.id);
      if (!touch.steps) {
        html('p', { class: 'trv-muted' }, hitBox, data.hitTests ? 'No hit-test was traced for this touch.'
          : 'The trace has no hit-test lines: replay with --hit-tests to see them.');
        return;
      }
      const list = html('ol', {}, hitBox);
      for (const step of touch.steps) {
        const yes = step[2] !== 'false' && step[2] !== 'null';
        const li = html('li', { class: yes ? 'trv-yes' : 'trv-no' }, list, step[0] + ' ' + step[1] + ' → ' + step[2]);
        if (step[3]) li.appendChild(document.createTextNode(' (' + step[3] + ')'));
      }
      html('p', {}, hitBox, 'bound to ' + boundName(touch));
    }

    function draw() {
      const t = state.t;
      root.setAttribute('data-time', String(t));
      timeLabel.textContent = t.toFixed(3) + ' s / ' + data.duration.toFixed(3) + ' s';
      scrub.value = String(t);
      drawTouches(t, drawViews(t));
      drawGestures(t);
      timeline.cursor(t);
    }

    function seek(t, fromUser) {
      state.t = Math.min(Math.max(Number(t) || 0, 0), data.duration);
      draw();
      if (options.hash && !state.playing) history.replaceState(null, '', '#t=' + state.t.toFixed(3).replace(/\.?0+$/, ''));
      if (options.onSeek && fromUser) options.onSeek(state.t);
    }
    function step(direction) {
      setPlaying(false);
      const frames = data.frames;
      let target = direction > 0 ? data.duration : 0;
      if (direction > 0) { for (const f of frames) if (f > state.t + 1e-7) { target = f; break; } }
      else { for (let k = frames.length - 1; k >= 0; k--) if (frames[k] < state.t - 1e-7) { target = frames[k]; break; } }
      seek(target, true);
    }
    function setPlaying(on) {
      if (on === state.playing) return;
      // Pausing keeps the time up to the moment of the pause, not of the last drawn frame.
      if (!on) state.t = Math.min(state.t + (performance.now() - state.last) / 1000 * state.speed, data.duration);
      state.playing = on;
      play.textContent = on ? '❚❚ pause' : '▶︎ play';
      if (on) {
        if (state.t >= data.duration) state.t = 0;
        state.last = performance.now();
        requestAnimationFrame(tick);
      } else seek(state.t, true);
    }
    function tick(now) {
      if (!state.playing) return;
      const t = state.t + (now - state.last) / 1000 * state.speed;
      state.last = now;
      state.t = Math.min(t, data.duration);
      draw();
      if (options.onSeek) options.onSeek(state.t);
      if (state.t >= data.duration) setPlaying(false); else requestAnimationFrame(tick);
    }

    play.addEventListener('click', function () { setPlaying(!state.playing); });
    prev.addEventListener('click', function () { step(-1); });
    next.addEventListener('click', function () { step(1); });
    speed.addEventListener('change', function () { state.speed = Number(speed.value); });
    scrub.addEventListener('input', function () { setPlaying(false); seek(scrub.value, true); });
    // A page of one viewer takes keys anywhere; in a report each viewer takes them when it has the focus.
    (options.hash ? document : root).addEventListener('keydown', function (event) {
      if (event.target.tagName === 'SELECT' || event.target.tagName === 'INPUT' && event.key === ' ') return;
      if (event.key === ' ') { setPlaying(!state.playing); event.preventDefault(); }
      else if (event.key === 'ArrowRight') { if (event.shiftKey) seek(state.t + 1, true); else step(1); event.preventDefault(); }
      else if (event.key === 'ArrowLeft') { if (event.shiftKey) seek(state.t - 1, true); else step(-1); event.preventDefault(); }
    });
    function fromHash() {
      const match = /(?:^#|&)t=([0-9.]+)/.exec(location.hash);
      return match ? Number(match[1]) : null;
    }
    if (options.hash) window.addEventListener('hashchange', function () { const t = fromHash(); if (t !== null) seek(t, false); });
    window.addEventListener('resize', measure);

    const initial = options.hash && fromHash() !== null ? fromHash() : (options.time || 0);
    state.t = Math.min(Math.max(initial, 0), data.duration);
    measure();
    return { seek: function (t) { seek(t, false); }, get time() { return state.t; }, root: root };
  }

  let uidCounter = 0;
  let uid = 0;
  const TouchViewer = window.TouchViewer || {};
  TouchViewer.mount = function (root, data, options) { uid = ++uidCounter; return mount(root, data, options); };
  window.TouchViewer = TouchViewer;
})();
