import TouchReplay

extension CheckReport {
    /// The report's own style, after the viewer's.
    static let style = """
        .trr { padding: 12px 16px; }
        .trr h1 { font-size: 18px; }
        .trr-cases { border-collapse: collapse; width: 100%; font-size: 13px; }
        .trr-cases th, .trr-cases td { text-align: left; padding: 4px 8px; border-bottom: 1px solid var(--line); vertical-align: top; }
        .trr-cases code { white-space: pre-wrap; overflow-wrap: anywhere; }
        .trr-result { font-weight: 700; }
        .trr-pass .trr-result, .trr-same .trr-result, .trr-updated .trr-result { color: var(--pass); }
        .trr-fail .trr-result, .trr-error .trr-result { color: var(--fail); }
        .trr-time { font-variant-numeric: tabular-nums; white-space: nowrap; }
        .trr-failure { margin-top: 28px; border-top: 2px solid var(--fail); padding-top: 8px; }
        .trr-failure h2 { font-size: 16px; }
        .trr-first { background: var(--panel); border-left: 4px solid var(--fail); padding: 6px 10px; white-space: pre-wrap; overflow-wrap: anywhere; }
        .trr-pair { display: grid; grid-template-columns: 1fr 1fr; gap: 12px; }
        .trr-pair h3 { margin: 6px 16px 0; font-size: 14px; }
        .trr-pair .trv-main { flex-direction: column; align-items: stretch; }
        .trr-pair .trv-side { flex-basis: auto; width: 100%; box-sizing: border-box; max-height: 220px; }
        .trr-error { color: var(--fail); }
        @media (max-width: 1100px) { .trr-pair { grid-template-columns: 1fr; } }
        """

    /// Mounts the two viewers of each failing case at the first difference's time; moving one moves the other.
    static let linkScript = """
        for (const pair of document.querySelectorAll('.trr-pair')) {
          const time = Number(pair.getAttribute('data-time')) || 0;
          const viewers = [];
          for (const box of pair.querySelectorAll('.trr-viewer')) {
            const data = JSON.parse(box.nextElementSibling.textContent);
            const index = viewers.length;
            viewers.push(TouchViewer.mount(box, data, { time: time, onSeek: function (t) {
              for (let k = 0; k < viewers.length; k++) if (k !== index) viewers[k].seek(t);
            } }));
          }
        }
        """
}
