// TouchReplay viewer timeline: fingers down, then one lane per recognizer coloured by state.
// TouchViewer.timeline(root, data, onSeek) returns { resize(), cursor(t), destroy() }; it spans data.start (or 0) to data.duration.
(function () {
  'use strict';
  const SVG = 'http://www.w3.org/2000/svg';
  const COLORS = ['#3b82f6', '#ef4444', '#22a35a', '#f59e0b', '#a855f7', '#14b8a6', '#ec4899', '#84cc16', '#f97316', '#06b6d4'];
  const LABEL = 210, LANE = 24, AXIS = 22, FINGER = 7, RIGHT = 16;

  function svg(tag, attrs, parent, title) {
    const node = document.createElementNS(SVG, tag);
    for (const key in attrs) node.setAttribute(key, attrs[key]);
    if (title) { const t = document.createElementNS(SVG, 'title'); t.textContent = title; node.appendChild(t); }
    if (parent) parent.appendChild(node);
    return node;
  }
  function boundName(touch) { return !touch.known ? 'view not in trace' : touch.view === null ? 'no view' : touch.view; }
  function clip(text, n) { return text.length > n ? text.slice(0, n - 1) + '…' : text; }

  function timeline(root, data, onSeek) {
    const box = document.createElement('div');
    box.className = 'trv-timeline';
    root.appendChild(box);
    const legend = document.createElement('div');
    legend.className = 'trv-legend';
    legend.innerHTML = '<span><i class="trv-key s-began" style="background:var(--active)"></i>began / changed</span>' +
      '<span><i style="background:var(--recognized)"></i>recognized</span><span><i style="background:var(--ended)"></i>ended</span>' +
      '<span><i style="background:var(--failed)"></i>failed</span><span><i style="background:var(--cancelled)"></i>cancelled</span>' +
      '<span>click or drag the timeline to move in time; ←/→ step frames, space plays</span>';
    root.appendChild(legend);
    const chart = svg('svg', { class: 'trv-chart', 'data-role': 'timeline' }, box);
    // Fingers: each touch a bar in its colour, packed into as few rows as overlap allows.
    const rows = [];
    const fingerRow = data.touches.map(function (touch) {
      const start = touch.t[0], end = touch.t[touch.t.length - 1];
      let row = rows.findIndex(function (last) { return last < start - 1e-6; });
      if (row < 0) { row = rows.length; rows.push(end); } else rows[row] = end;
      return row;
    });
    const fingersHeight = Math.max(rows.length, 1) * FINGER + 10;
    const height = AXIS + fingersHeight + data.gestures.length * LANE + 6;
    let width = 0;
    let cursorLine = null;

    const T0 = data.start || 0, SPAN = data.duration - T0;
    function x(t, w) { return LABEL + (SPAN > 0 ? (t - T0) / SPAN : 0) * (w - LABEL - RIGHT); }

    function render() {
      const w = Math.max(box.clientWidth, 480);
      if (w === width) return;
      width = w;
      chart.textContent = '';
      chart.setAttribute('width', String(w));
      chart.setAttribute('height', String(height));
      // Axis with about one tick per 90 px.
      const span = SPAN || 1;
      const raw = span / Math.max((w - LABEL) / 90, 1);
      const magnitude = Math.pow(10, Math.floor(Math.log10(raw)));
      const tick = [1, 2, 5, 10].map(function (m) { return m * magnitude; }).find(function (s) { return s >= raw; });
      for (let t = Math.ceil(T0 / tick - 1e-9) * tick; t <= T0 + span + 1e-9; t += tick) {
        svg('line', { class: 'trv-grid', x1: x(t, w), x2: x(t, w), y1: AXIS - 4, y2: height }, chart);
        svg('text', { class: 'trv-axis', x: x(t, w) + 2, y: AXIS - 8 }, chart).textContent = (Math.round(t * 1000) / 1000) + ' s';
      }
      // Fingers.
      svg('text', { class: 'trv-lane-label', x: 6, y: AXIS + 14 }, chart).textContent = 'fingers (' + data.touches.length + ')';
      data.touches.forEach(function (touch, index) {
        const start = touch.t[0], end = touch.t[touch.t.length - 1];
        svg('rect', { x: x(start, w), y: AXIS + 4 + fingerRow[index] * FINGER, width: Math.max(x(end, w) - x(start, w), 2), height: FINGER - 2,
          fill: COLORS[index % COLORS.length], rx: 2 }, chart,
          '#' + touch.id + ' → ' + boundName(touch) + ', ' + start.toFixed(3) + '–' + end.toFixed(3) + ' s, ' + touch.end);
      });
      // One lane per recognizer.
      data.gestures.forEach(function (g, lane) {
        const top = AXIS + fingersHeight + lane * LANE, mid = top + LANE / 2;
        const lg = svg('g', { 'data-lane': g.id }, chart);
        if (lane % 2 === 0) svg('rect', { class: 'trv-lane-bg', x: 0, y: top, width: w, height: LANE }, lg);
        const name = svg('text', { class: 'trv-lane-label', x: 6, y: mid + 4 }, lg);
        name.textContent = clip(g.id, 18);
        const sub = svg('tspan', { class: 'trv-lane-sub', dx: 6 }, name);
        sub.textContent = clip(g.kind + (g.view ? ' on ' + g.view : ''), 30 - Math.min(g.id.length, 18));
        svg('title', {}, name).textContent = g.id + ' (' + g.kind + (g.view ? ' on ' + g.view : '') + ')';
        let runStart = null;
        const events = g.e;
        for (let k = 0; k < events.length; k++) {
          const e = events[k], name = data.states[e[1]] || 'unknown';
          const tip = e[0].toFixed(3) + ' s: ' + g.id + ' ' + name + (e[5] ? ' (' + e[5] + ')' : '') + (e[6] ? ': ' + e[6] : '');
          if (name === 'began' || name === 'changed') {
            if (runStart === null) runStart = e[0];
            const nextName = k + 1 < events.length ? data.states[events[k + 1][1]] : null;
            if (nextName !== 'changed') {
              const end = k + 1 < events.length ? events[k + 1][0] : data.duration;
              svg('rect', { class: 's-began', x: x(runStart, w), y: mid - 5, width: Math.max(x(end, w) - x(runStart, w), 2), height: 10,
                'data-state': 'active' }, lg, g.id + ' active ' + runStart.toFixed(3) + '–' + end.toFixed(3) + ' s');
              runStart = null;
            }
            continue;
          }
          const cx = x(e[0], w);
          if (name === 'recognized') {
            svg('path', { class: 's-recognized', d: 'M' + cx + ' ' + (mid - 7) + 'l7 7l-7 7l-7 -7z', 'data-state': name }, lg, tip);
          } else if (name === 'ended') {
            svg('rect', { class: 's-ended', x: cx - 2, y: mid - 8, width: 4, height: 16, 'data-state': name }, lg, tip);
          } else {
            svg('path', { class: 's-' + name, d: 'M' + (cx - 5) + ' ' + (mid - 5) + 'l10 10m0 -10l-10 10', stroke: 'currentColor',
              style: 'stroke: var(--' + name + ')', 'stroke-width': 3, 'data-state': name }, lg, tip);
            if (e[6]) svg('text', { class: 'trv-fail-text', x: cx + 8, y: mid + 4 }, lg).textContent = clip(e[6], 48);
          }
        }
      });
      cursorLine = svg('line', { class: 'trv-cursor', y1: 0, y2: height }, chart);
    }

    let dragging = false;
    function timeAt(event) {
      const r = chart.getBoundingClientRect();
      const px = event.clientX - r.left;
      return T0 + Math.min(Math.max((px - LABEL) / (width - LABEL - RIGHT), 0), 1) * SPAN;
    }
    chart.addEventListener('mousedown', function (event) { dragging = true; onSeek(timeAt(event)); event.preventDefault(); });
    function move(event) { if (dragging) onSeek(timeAt(event)); }
    function up() { dragging = false; }
    window.addEventListener('mousemove', move);
    window.addEventListener('mouseup', up);

    return {
      resize: function () { width = 0; render(); },
      destroy: function () { window.removeEventListener('mousemove', move); window.removeEventListener('mouseup', up); },
      cursor: function (t) {
        if (!cursorLine) render();
        cursorLine.setAttribute('x1', x(t, width)); cursorLine.setAttribute('x2', x(t, width));
      },
    };
  }

  const TouchViewer = window.TouchViewer || {};
  TouchViewer.timeline = timeline;
  window.TouchViewer = TouchViewer;
})();
