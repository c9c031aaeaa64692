import Foundation

/// How a name the catalogue lacks is drawn from one it has, as SF Symbols builds its
/// variants: `heart.circle` is the heart in a ring, `heart.circle.fill` the heart cut
/// out of a disc, `bell.square` the bell in a rounded square, `bell.slash` the bell
/// struck through, `tag.fill` the tag's own glyph. Digits and single letters
/// (`1.circle`, `a.square.fill`, `k`) are characters of the text font.
///
/// Composed outlines are filled with the even-odd rule: the ring, the glyph inside it and
/// the slash's crossing each flip inside and outside, which is what cuts the glyph out of
/// a filled disc and leaves a gap where the slash crosses.
struct SymbolComposition: Equatable {
    /// The enclosing shape of a `.circle` or `.square` variant.
    enum Enclosure: Equatable { case circle, square }

    /// The name (or characters) drawn inside.
    let base: String
    let enclosure: Enclosure?
    let filled: Bool
    let slashed: Bool

    private static let modifiers: Set<String> = ["fill", "circle", "square", "slash"]

    /// The composition for `name`, or `nil` when neither the name nor its base is known.
    /// Names in the catalogue are not composed.
    static func plan(for name: String) -> SymbolComposition? {
        if SymbolCatalog.entries[name] != nil { return nil }
        var parts = name.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        var seen: Set<String> = []
        while parts.count > 1, let last = parts.last, modifiers.contains(last), !seen.contains(last) {
            seen.insert(parts.removeLast())
        }
        let base = parts.joined(separator: ".")
        guard SymbolCatalog.entries[base] != nil || isCharacters(base) else { return nil }
        guard !seen.isEmpty || isCharacters(base) else { return nil }
        let enclosure: Enclosure? = seen.contains("circle") ? .circle : seen.contains("square") ? .square : nil
        return SymbolComposition(
            base: base, enclosure: enclosure, filled: seen.contains("fill"), slashed: seen.contains("slash"))
    }

    /// Digits (up to three) or one Latin letter: drawn from the text font.
    static func isCharacters(_ base: String) -> Bool {
        guard !base.isEmpty else { return false }
        if base.count <= 3, base.allSatisfy({ $0.isASCII && $0.isNumber }) { return true }
        return base.count == 1 && base.allSatisfy { $0.isASCII && $0.isLetter }
    }

    /// The composed outline in em units (y down, baseline at y = 0), or `nil` without fonts.
    func outline() -> Path? {
        guard var glyph = baseOutline() else { return nil }
        if slashed { glyph = Self.slash(over: glyph) }
        guard let enclosure else { return glyph }
        let shapeName: String
        switch enclosure {
        case .circle: shapeName = filled ? "circle.fill" : "circle"
        case .square: shapeName = filled ? "square.fill" : "square"
        }
        guard let shape = SymbolImage.glyphOutline(named: shapeName) else { return nil }
        let frame = shape.boundingRect
        // The glyph fills a little over half the enclosure, as in SF Symbols' enclosed variants.
        let inner = frame.insetBy(dx: frame.width * 0.23, dy: frame.height * 0.23)
        var path = shape
        path.addPath(SymbolImage.fit(glyph, into: inner, keepAspect: true))
        return path
    }

    /// Whether the outline is filled with the even-odd rule.
    var evenOdd: Bool { enclosure != nil || slashed }

    private func baseOutline() -> Path? {
        if Self.isCharacters(base) { return Self.characters(base) }
        // In a filled enclosure or alone, `.fill` picks the solid glyph where the catalogue has one.
        if filled && enclosure == nil, let solid = SymbolImage.glyphOutline(named: base + ".fill") { return solid }
        return SymbolImage.glyphOutline(named: base)
    }

    /// Characters of the bold text font, set side by side at text size (1 / 1.2 of a symbol em).
    static func characters(_ text: String) -> Path? {
        guard let font = SymbolImage.textFontFile else { return nil }
        var path = Path()
        var x: CGFloat = 0
        for scalar in text.unicodeScalars {
            guard let glyph = GlyphOutlines.shared.outline(fontFile: font, codePoint: scalar.value) else { return nil }
            let b = glyph.boundingRect
            guard !b.isNull else { continue }
            let scale = 1 / 1.2
            path.addPath(
                glyph, transform: CGAffineTransform(translationX: x - b.minX, y: 0)
                    .concatenating(CGAffineTransform(scaleX: scale, y: scale)))
            x += b.width + 0.06
        }
        return path.boundingRect.isNull ? nil : path
    }

    /// `glyph` with a bar from its top left to its bottom right, a tenth of an em wide.
    static func slash(over glyph: Path) -> Path {
        let b = glyph.boundingRect
        guard !b.isNull else { return glyph }
        let half = 0.05 / 2 * sqrt(2.0) * 2
        var bar = Path()
        bar.move(to: CGPoint(x: b.minX, y: b.minY + half))
        bar.addLine(to: CGPoint(x: b.minX + half, y: b.minY))
        bar.addLine(to: CGPoint(x: b.maxX, y: b.maxY - half))
        bar.addLine(to: CGPoint(x: b.maxX - half, y: b.maxY))
        bar.closeSubpath()
        var path = glyph
        path.addPath(bar)
        return path
    }
}
