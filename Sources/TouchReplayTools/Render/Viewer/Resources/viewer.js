// TouchReplay viewer: draws a replay's views, fingers and recognizers at any time.
// TouchViewer.mount(element, data, options) builds one viewer in `element`;
// options: { hash: true } keeps the time in the URL (#t=1.25), { time: s } opens at s,
// { onSeek: fn } hears every change of time (a report links two viewers with it).
// data.start (0 when absent) is the earliest time shown: a live page's history begins later than 0.
// The returned viewer's destroy() removes what mount added to the window (the live page mounts anew).
(function () {
  'use strict';
  const SVG = 'http://www.w3.org/2000/svg';
  const COLORS = ['#3b82f6', '#ef4444', '#22a35a', '#f59e0b', '#a855f7', '#14b8a6', '#ec4899', '#84cc16', '#f97316', '#06b6d4'];
  const SPEEDS = [1, 0.5, 0.25, 0.1];
  const TRAIL = 1.0; // seconds of trail drawn bold behind each finger
  const WHEEL_MARK = 0.6; // seconds a wheel step stays marked where it turned
  const MAX_FORCE = 20 / 3; // the force of a pressure axis at its maximum (ContactAttributeScale)
  // A pen's trail width in CSS pixels: 1.5 at no force, 9 at the largest.
  function penWidth(force) { return 1.5 + 7.5 * Math.min(Math.max(force / MAX_FORCE, 0), 1); }
  const CURSOR_ARROW = 'M0 0 L0 16 L4.5 12 L7.5 18.5 L10 17.3 L7 11 L12.5 11 Z';

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
    const T0 = data.start || 0;
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
    const scrub = html('input', { class: 'trv-scrub', type: 'range', min: String(T0), max: String(data.duration), step: '0.001', value: '0',
      'aria-label': 'time' }, bar);

    // Stage and side panel.
    const main = html('div', { class: 'trv-main' }, root);
    const stageBox = html('div', { class: 'trv-stage' }, main);
    const stage = svg('svg', { viewBox: '0 0 ' + W + ' ' + H, role: 'img', 'aria-label': 'screen' }, stageBox);
    const defs = svg('defs', {}, stage);
    const viewLayer = svg('g', {}, stage);
    const viewLabelLayer = svg('g', {}, stage);
    const hoverLayer = svg('g', {}, stage);
    const touchLayer = svg('g', {}, stage);
    const wheelLayer = svg('g', {}, stage);
    const touchLabelLayer = svg('g', {}, stage);
    const cursorLayer = svg('g', {}, stage);
    const side = html('div', { class: 'trv-side' }, main);
    html('h2', {}, side, 'Touches');
    const touchList = html('ul', { class: 'trv-touches' }, side);
    html('h2', {}, side, 'Recognizers');
    const gestureList = html('ul', { class: 'trv-gestures' }, side);
    const hitBox = html('div', { class: 'trv-hit' }, side);

    // Several windows (a scene's windows:), side by side where the data puts them: each outlined and named.
    for (const w of data.windows || []) {
      svg('rect', { class: 'trv-window', 'data-window': w.id, x: String(w.x), y: String(w.y), width: String(w.w), height: String(w.h),
        fill: 'none', stroke: '#888', 'stroke-dasharray': '6 4', 'vector-effect': 'non-scaling-stroke' }, viewLayer);
      svg('text', { class: 'trv-vlabel', x: String(w.x + 4), y: String(w.y + w.h - 6) }, viewLabelLayer).textContent = 'window ' + w.id;
    }

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
      // A touch with a force (a pen's pressure) draws its trail as segments as wide as the force at their end.
      const pen = touch.f ? svg('g', { class: 'trv-pen', 'data-pen-trail': String(touch.id) }, group) : null;
      const start = svg('circle', { class: 'trv-start', fill: 'none', stroke: c, 'stroke-width': '2',
        'vector-effect': 'non-scaling-stroke', cx: String(touch.p[0]), cy: String(touch.p[1]) }, group);
      svg('title', {}, start).textContent = 'touch ' + touch.id + ' began here: click for its hit-test';
      start.addEventListener('click', function () { showHitTest(index); });
      const dot = svg('circle', { class: 'trv-dot', 'data-touch': String(touch.id), fill: c, stroke: 'var(--label-halo)',
        'stroke-width': '1.5', 'vector-effect': 'non-scaling-stroke' }, group);
      const label = svg('text', { class: 'trv-tlabel', 'data-touch-label': String(touch.id), visibility: 'hidden' }, touchLabelLayer);
      label.textContent = '#' + touch.id + ' → ' + boundName(touch);
      return { data: touch, color: c, group: group, path: path, trail: trail, pen: pen, start: start, dot: dot, label: label, pathDrawn: false };
    });

    // Hover paths (a pointer or pen moving without touching), wheel steps and the pointer's cursor.
    const hovers = (data.hovers || []).map(function (hover, index) {
      const line = svg('polyline', { class: 'trv-hover', 'data-hover': String(index), 'data-hover-type': hover.type, fill: 'none',
        stroke: 'var(--hover)', 'stroke-width': '1.5', 'stroke-dasharray': '5 4', 'vector-effect': 'non-scaling-stroke',
        visibility: 'hidden' }, hoverLayer);
      return { data: hover, line: line };
    });
    const wheels = (data.wheels || []).map(function (step, index) {
      const group = svg('g', { class: 'trv-wheel', 'data-wheel': String(index), visibility: 'hidden' }, wheelLayer);
      const ring = svg('circle', { cx: String(step[1]), cy: String(step[2]), fill: 'none', stroke: 'var(--wheel)', 'stroke-width': '2',
        'vector-effect': 'non-scaling-stroke' }, group);
      const text = svg('text', { class: 'trv-wheel-label', x: String(step[1]), y: String(step[2]), fill: 'var(--wheel)' }, group);
      const parts = [];
      if (step[4] !== 0) parts.push((step[4] > 0 ? '↓' : '↑') + fmt(Math.abs(step[4]), 2));
      if (step[3] !== 0) parts.push((step[3] > 0 ? '→' : '←') + fmt(Math.abs(step[3]), 2));
      text.textContent = parts.join(' ');
      svg('title', {}, group).textContent = 'wheel at ' + fmt(step[0], 3) + ' s: ' + parts.join(' ') + ' clicks';
      return { data: step, group: group, ring: ring, text: text };
    });
    const cursor = svg('g', { class: 'trv-cursor', 'data-cursor': '', visibility: 'hidden' }, cursorLayer);
    const cursorArrow = svg('path', { d: CURSOR_ARROW, fill: '#fff', stroke: '#111', 'stroke-width': '1.2', 'stroke-linejoin': 'round' }, cursor);
    const cursorPen = svg('g', {}, cursor);
    svg('circle', { r: '5', fill: 'none', stroke: '#111', 'stroke-width': '1.5' }, cursorPen);
    svg('path', { d: 'M-9 0 H-6 M6 0 H9 M0 -9 V-6 M0 6 V9', stroke: '#111', 'stroke-width': '1.5' }, cursorPen);
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
      for (const w of wheels) {
        w.ring.setAttribute('r', String(12 * unit));
        w.text.setAttribute('font-size', String(font)); w.text.setAttribute('dx', String(15 * unit)); w.text.setAttribute('dy', String(4 * unit));
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
        // A live page's touch still down (`down`) stays drawn at its last place after its last sample.
        const visible = t >= times[0] - 1e-9 && (touch.data.down || t <= times[times.length - 1] + 1e-9);
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
        if (touch.pen) drawPenTrail(touch, from, i); else touch.trail.setAttribute('points', trail.join(' '));
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
        const i = indexAt(touch.t, state.t);
        const kind = touch.type ? ' (' + touch.type + (touch.f ? ', force ' + fmt(touch.f[i], 2) : '') + ')'
          : touch.f ? ' (force ' + fmt(touch.f[i], 2) + ')' : '';
        li.appendChild(document.createTextNode('#' + touch.id + kind + ' → ' + boundName(touch) +
          ' at (' + fmt(row.p[0]) + ', ' + fmt(row.p[1]) + ')' + (touch.taken ? ', taken by a recognizer' : '')));
        li.addEventListener('click', function () { showHitTest(touches.indexOf(row.touch)); });
      }
      return rows;
    }

    // The segments of a pen's recent trail, from sample `from` to `i`, each as wide as the force at its end.
    function drawPenTrail(touch, from, i) {
      const p = touch.data.p, f = touch.data.f;
      touch.pen.textContent = '';
      for (let k = Math.max(from, 0) + 1; k <= i; k++) {
        svg('line', { x1: String(p[2 * k - 2]), y1: String(p[2 * k - 1]), x2: String(p[2 * k]), y2: String(p[2 * k + 1]),
          stroke: touch.color, 'stroke-width': String(penWidth(f[k])), 'stroke-linecap': 'round', 'vector-effect': 'non-scaling-stroke',
          'data-force': String(f[k]) }, touch.pen);
      }
    }

    // Hover paths up to `t`, wheel steps turned in the last WHEEL_MARK seconds, and the cursor: at the last
    // pointer or pen touch down, else where a hover is under way, else hidden. Answers the cursor's place.
    function drawPointer(t, rows) {
      let at = null;
      for (const row of rows) if (row.touch.data.type) at = { x: row.p[0], y: row.p[1], type: row.touch.data.type };
      for (const h of hovers) {
        const times = h.data.t;
        // A live page's hover still under way (`hovering`) stays drawn at its last place after its last sample.
        const on = t >= times[0] - 1e-9 && (h.data.hovering || t <= times[times.length - 1] + 1e-9);
        h.line.setAttribute('visibility', on ? 'visible' : 'hidden');
        if (!on) continue;
        const i = indexAt(times, t), points = [];
        for (let k = 0; k <= i; k++) points.push(h.data.p[2 * k] + ',' + h.data.p[2 * k + 1]);
        h.line.setAttribute('points', points.join(' '));
        if (!at) at = { x: h.data.p[2 * i], y: h.data.p[2 * i + 1], type: h.data.type };
      }
      for (const w of wheels) {
        const on = t >= w.data[0] - 1e-9 && t <= w.data[0] + WHEEL_MARK + 1e-9;
        w.group.setAttribute('visibility', on ? 'visible' : 'hidden');
      }
      cursor.setAttribute('visibility', at ? 'visible' : 'hidden');
      cursor.setAttribute('data-cursor', at ? at.type : '');
      if (at) {
        cursor.setAttribute('transform', 'translate(' + at.x + ' ' + at.y + ') scale(' + unit + ')');
        cursor.setAttribute('data-x', String(at.x)); cursor.setAttribute('data-y', String(at.y));
        cursorArrow.setAttribute('display', at.type === 'pencil' ? 'none' : 'inline');
        cursorPen.setAttribute('display', at.type === 'pencil' ? 'inline' : 'none');
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
      drawPointer(t, drawTouches(t, drawViews(t)));
      drawGestures(t);
      timeline.cursor(t);
    }

    function seek(t, fromUser) {
      state.t = Math.min(Math.max(Number(t) || T0, T0), data.duration);
      draw();
      if (options.hash && !state.playing) history.replaceState(null, '', '#t=' + state.t.toFixed(3).replace(/\.?0+$/, ''));
      if (options.onSeek && fromUser) options.onSeek(state.t);
    }
    function step(direction) {
      setPlaying(false);
      const frames = data.frames;
      let target = direction > 0 ? data.duration : T0;
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
        if (state.t >= data.duration) state.t = T0;
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
    state.t = Math.min(Math.max(initial, T0), data.duration);
    measure();
    return {
      seek: function (t) { seek(t, false); }, get time() { return state.t; }, root: root,
      destroy: function () { state.playing = false; window.removeEventListener('resize', measure); timeline.destroy(); },
    };
  }

  let uidCounter = 0;
  let uid = 0;
  const TouchViewer = window.TouchViewer || {};
  TouchViewer.mount = function (root, data, options) { uid = ++uidCounter; return mount(root, data, options); };
  // For live.js: an element with attributes (and text), and the last sample at or before a time.
  TouchViewer.html = html;
  TouchViewer.indexAt = indexAt;
  window.TouchViewer = TouchViewer;
})();
