import Foundation

/// `index.html`: every image of a run on one page, grouped by source file, one row per preview with its
/// variants and devices side by side, failures shown with their errors. Self-contained: no scripts, styles or
/// fonts from elsewhere; the images are the PNGs beside it.
///
/// A live page (`--watch`) also carries a few lines of script that load `live.js` beside it every second and
/// reload the page when its stamp changes. A script tag, not `fetch`: browsers refuse `fetch` of `file://`
/// pages but load their scripts, so the page refreshes when opened straight from disk.
public enum ContactSheet {
    /// The page for `entries`, titled with the code base's name and a one-line summary; `liveStamp` makes it a
    /// live page for the run with that stamp (its images are asked for with the stamp, so none is cached).
    public static func html(_ entries: [ManifestEntry], title: String, summary: String,
                            liveStamp: String? = nil) -> String {
        var byFile: [(String, [ManifestEntry])] = []
        for entry in ManifestWriter.sorted(entries) {
            if byFile.last?.0 == entry.file { byFile[byFile.count - 1].1.append(entry) } else {
                byFile.append((entry.file, [entry]))
            }
        }
        var body = ""
        for (file, fileEntries) in byFile {
            body += "<section>\n<h2>\(escape(file))</h2>\n"
            var rows: [(String, [ManifestEntry])] = []
            for entry in fileEntries {
                let key = "\(entry.line)\u{1}\(entry.name)"
                if rows.last?.0 == key { rows[rows.count - 1].1.append(entry) } else { rows.append((key, [entry])) }
            }
            body += "<div class=previews>\n"
            for (_, cells) in rows {
                let first = cells[0]
                let traits = first.traits.isEmpty ? ""
                    : " <span class=traits>\(escape(first.traits.joined(separator: ", ")))</span>"
                body += "<div class=preview><h3>\(escape(first.name)) <span class=line>line \(first.line)</span>"
                    + "\(traits)</h3>\n<div class=row>\n"
                for cell in cells { body += figure(cell, stamp: liveStamp) }
                body += "</div></div>\n"
            }
            body += "</div></section>\n"
        }
        return """
        <!doctype html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>\(escape(title)) — previews</title>
        <style>
        body { font: 14px/1.4 system-ui, sans-serif; margin: 24px; background: #e9e9ee; color: #1c1c1e; }
        header h1 { margin: 0 0 4px; font-size: 22px; }
        header p { margin: 0 0 20px; color: #555; }
        section { margin-bottom: 32px; }
        h2 { font: 600 15px ui-monospace, monospace; border-bottom: 1px solid #c7c7cc; padding-bottom: 4px; }
        h3 { font-size: 14px; margin: 12px 0 6px; }
        .line, .traits { font-weight: normal; color: #6c6c70; font-size: 12px; }
        .previews { display: flex; flex-wrap: wrap; gap: 8px 32px; align-items: flex-start; }
        .row { display: flex; flex-wrap: wrap; gap: 16px; align-items: flex-start; }
        figure { margin: 0; background: #fff; border-radius: 8px; padding: 8px; box-shadow: 0 1px 2px #0002; }
        figure img { display: block; max-width: 400px; height: auto;
                     border: 1px solid #d1d1d6;
                     background: repeating-conic-gradient(#eee 0 25%, #fff 0 50%) 0 0 / 16px 16px; }
        figcaption { font-size: 12px; color: #3a3a3c; margin-top: 6px; }
        .error { width: 240px; min-height: 80px; color: #b00020; font: 12px ui-monospace, monospace;
                 white-space: pre-wrap; word-break: break-word; }
        .ok { color: #6c6c70; }
        </style>
        </head>
        <body>
        <header><h1>\(escape(title))</h1><p>\(escape(summary))</p></header>
        \(body)\(liveStamp.map(reloader) ?? "")</body>
        </html>

        """
    }

    /// `live.js`: the stamp of the run that wrote the page.
    public static func liveScript(stamp: String) -> String {
        "window.darkroomStamp = \"\(escape(stamp))\";\n"
    }

    private static func reloader(_ stamp: String) -> String {
        """
        <script>
        (function () {
          var stamp = "\(escape(stamp))";
          function poll() {
            var tag = document.createElement("script");
            tag.src = "live.js?" + Date.now();
            tag.onload = function () {
              tag.remove();
              if (window.darkroomStamp && window.darkroomStamp !== stamp) { location.reload(); }
            };
            tag.onerror = function () { tag.remove(); };
            document.head.appendChild(tag);
          }
          setInterval(poll, 1000);
        })();
        </script>

        """
    }

    private static func figure(_ entry: ManifestEntry, stamp: String?) -> String {
        let caption = "\(escape(entry.variant)) · \(escape(entry.device))"
        if entry.isOK, let image = entry.image {
            let size = entry.size.map { " · \(Int($0.width))×\(Int($0.height)) pt" } ?? ""
            // Shown at its size in points (one CSS pixel per point), as the device shows it.
            let width = entry.size.map { " width=\(Int($0.width.rounded()))" } ?? ""
            let source = image + (stamp.map { "?v=" + $0 } ?? "")
            return "<figure><img src=\"\(escape(source))\"\(width) alt=\"\(escape(entry.name)) \(caption)\">"
                + "<figcaption>\(caption)<span class=ok>\(size) · \(Int(entry.ms.rounded())) ms</span>"
                + "</figcaption></figure>\n"
        }
        return "<figure><div class=error>\(escape(entry.error ?? "failed"))</div>"
            + "<figcaption>\(caption)</figcaption></figure>\n"
    }

    static func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }
}
