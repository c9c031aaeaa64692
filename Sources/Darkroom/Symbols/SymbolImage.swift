import Foundation

/// Draws `Image(systemName:)`: the named symbol's vector outline, sized from the
/// font in the environment like SF Symbols, filled with the foreground style.
///
/// Sizing: a symbol's em is 1.2 × the font's point size × the image scale
/// (small 0.78, medium 1, large 1.29), so a full-height icon (20 of the font's
/// 24 units) is as tall as the point size; the image's frame is the outline's
/// bounds. Unknown names draw a dashed rounded square with a question mark and
/// log one warning per name.
enum SymbolImage {
    static let iconFamily = "Material Design Icons"
    static let knownFiles = [
        "/usr/share/fonts/truetype/materialdesignicons-webfont/materialdesignicons-webfont.ttf",
        "/usr/share/fonts-materialdesignicons-webfont/fonts/materialdesignicons-webfont.ttf",
    ]

    /// Every name in Darkroom's symbol table, sorted (composed variants such as
    /// `bell.circle.fill` draw too but are not listed).
    static var names: [String] { SymbolCatalog.entries.keys.sorted() }

    static var iconFile: String? {
        GlyphOutlines.shared.fontFile(family: iconFamily)
            ?? knownFiles.first { FileManager.default.isReadableFile(atPath: $0) }
    }

    /// The bold text font that draws digits, letters and signs (`1.circle`, `infinity`).
    static var textFontFile: String? {
        GlyphOutlines.shared.fontFile(family: "DejaVu Sans", style: "Bold")
            ?? GlyphOutlines.shared.fontFile(family: "DejaVu Sans")
    }

    /// The outline of a name in the table, in em units (y down), or `nil`.
    static func glyphOutline(named name: String) -> Path? {
        guard let entry = SymbolCatalog.entries[name] else { return nil }
        if entry.isText {
            return SymbolComposition.characters(String(Character(Unicode.Scalar(entry.codePoint) ?? "?")))
        }
        guard let file = iconFile else { return nil }
        return GlyphOutlines.shared.outline(fontFile: file, codePoint: entry.codePoint)
    }

    /// The symbol's outline in em units (y down): the table's glyph, else a composed
    /// variant; `nil` for an unknown name or a missing font.
    static func outline(named name: String) -> Path? {
        if let glyph = glyphOutline(named: name) { return glyph }
        return SymbolComposition.plan(for: name)?.outline()
    }

    /// How `outline(named:)` is filled: even-odd for composed variants, which cut glyphs out of discs.
    static func fillStyle(named name: String) -> FillStyle {
        FillStyle(eoFill: SymbolComposition.plan(for: name)?.evenOdd ?? false)
    }

    /// Whether `name` draws a real outline (in the table or composed from it).
    static func isKnown(_ name: String) -> Bool {
        SymbolCatalog.entries[name] != nil || SymbolComposition.plan(for: name) != nil
    }

    /// The character shown for `name` inside `Text`: the table's glyph, or a composed
    /// variant's base glyph (inline symbols are single characters, without enclosures).
    static func inlineCharacter(named name: String) -> String? {
        let entry = SymbolCatalog.entries[name]
            ?? SymbolComposition.plan(for: name).flatMap { plan in
                SymbolComposition.isCharacters(plan.base) ? nil : SymbolCatalog.entries[plan.base]
            }
        if let entry, let scalar = Unicode.Scalar(entry.codePoint) { return String(Character(scalar)) }
        if let plan = SymbolComposition.plan(for: name), SymbolComposition.isCharacters(plan.base) { return plan.base }
        return nil
    }

    static func scaleFactor(_ scale: Image.Scale) -> CGFloat {
        switch scale {
        case .small: 0.78
        case .medium: 1
        case .large: 1.29
        }
    }

    /// The em size for a symbol in this environment.
    static func emSize(in environment: EnvironmentValues) -> CGFloat {
        let size = (environment.font ?? .body).resolve(in: environment).size
        return (size.isFinite && size > 0 ? size : 17) * 1.2 * scaleFactor(environment.imageScale)
    }

    private static let warnedLock = NSLock()
    nonisolated(unsafe) private static var warned: Set<String> = []

    static func warnUnknown(_ name: String) {
        let first = warnedLock.withLock { warned.insert(name).inserted }
        guard first else { return }
        let reason = iconFile == nil
            ? "the icon font (\(iconFamily), Debian package fonts-materialdesignicons-webfont) is not installed"
            : "it is not in Darkroom's symbol set (see docs/drawing.md)"
        FileHandle.standardError.write(
            Data("darkroom: warning: no symbol named \"\(name)\": \(reason); drawing a placeholder\n".utf8))
    }

    /// The placeholder for an unknown symbol, drawn into `rect`: a dashed rounded
    /// square and a question mark, in `paint`.
    static func placeholderItems(in rect: CGRect, paint: Paint) -> [DisplayItem] {
        let side = min(rect.width, rect.height)
        guard side > 0 else { return [] }
        let lineWidth = max(1, side * 0.08)
        let box = rect.insetBy(dx: lineWidth / 2, dy: lineWidth / 2)
        var items: [DisplayItem] = [
            .stroke(Path(roundedRect: box, cornerRadius: side * 0.2, style: .circular), paint,
                    StrokeStyle(lineWidth: lineWidth, lineCap: .round, dash: [side * 0.16, side * 0.12])),
        ]
        if let font = textFontFile, let mark = GlyphOutlines.shared.outline(fontFile: font, codePoint: 0x3F) {
            items.append(
                .fill(
                    fit(mark, into: rect.insetBy(dx: side * 0.3, dy: side * 0.22), keepAspect: true), paint, FillStyle()
                ))
        }
        return items
    }

    /// `path` scaled and moved so its bounds fill `rect` (or fit it, centred, keeping its proportions).
    static func fit(_ path: Path, into rect: CGRect, keepAspect: Bool = false) -> Path {
        let b = path.boundingRect
        guard !b.isNull, b.width > 0, b.height > 0 else { return Path() }
        var sx = rect.width / b.width, sy = rect.height / b.height
        var origin = rect.origin
        if keepAspect {
            let s = min(sx, sy)
            sx = s; sy = s
            origin = CGPoint(x: rect.midX - b.width * s / 2, y: rect.midY - b.height * s / 2)
        }
        let t = CGAffineTransform(translationX: -b.minX, y: -b.minY)
            .concatenating(CGAffineTransform(scaleX: sx, y: sy))
            .concatenating(CGAffineTransform(translationX: origin.x, y: origin.y))
        return path.applying(t)
    }
}
