import Foundation

/// A colour set: its variants, each already turned into sRGB for light and dark (they differ only
/// for references to system colours).
struct ColorSetAsset: Sendable {
    struct Variant: Sendable {
        let idiom: String?
        let appearances: [AssetContents.Appearance]?
        let light: RGBA
        let dark: RGBA
    }
    let url: URL
    let variants: [Variant]

    init(url: URL, contents: AssetContents) throws(AssetCatalogError) {
        self.url = url
        var variants: [Variant] = []
        for entry in contents.colors ?? [] {
            guard let color = entry.color else { continue }
            variants.append(Variant(
                idiom: entry.idiom, appearances: entry.appearances,
                light: try AssetColorValue.rgba(color, appearance: .light, in: url),
                dark: try AssetColorValue.rgba(color, appearance: .dark, in: url)))
        }
        guard !variants.isEmpty else { throw .malformedContents(url, reason: "no colours") }
        self.variants = variants
    }

    /// The colour for `traits`: the best-fitting variant, or `nil` when none applies.
    func rgba(for traits: AssetTraits) -> RGBA? {
        var best: (Int, Variant)?
        for v in variants {
            guard let s = traits.score(idiom: v.idiom, appearances: v.appearances) else { continue }
            if best == nil || s > best!.0 { best = (s, v) }
        }
        guard let (_, v) = best else { return nil }
        return traits.colorScheme == .dark ? v.dark : v.light
    }
}

/// An image set (or an app icon set): files at scales, for appearances, idioms and languages.
struct ImageSetAsset: Sendable {
    struct Variant: Sendable {
        let file: URL
        /// Pixels per point (`2x` → 2); `nil` for a single-scale or vector file.
        let scale: CGFloat?
        let idiom: String?
        let appearances: [AssetContents.Appearance]?
        let locale: String?
        /// An app icon's size in points (`60x60`), for choosing the largest.
        let pointSize: CGFloat?
    }
    let url: URL
    let variants: [Variant]
    /// `template` / `original` from the set's properties; `nil`: as the view asks (original).
    let templateIntent: Image.TemplateRenderingMode?
    let preservesVectorRepresentation: Bool
    let isAppIcon: Bool

    init(url: URL, contents: AssetContents, isAppIcon: Bool = false) throws(AssetCatalogError) {
        self.url = url
        self.isAppIcon = isAppIcon
        variants = (contents.images ?? []).compactMap { entry in
            guard let name = entry.filename else { return nil }
            let scale = entry.scale.flatMap { Double($0.dropLast()) }.map { CGFloat($0) }
            let side = entry.size?.split(separator: "x").first.flatMap { Double($0) }.map { CGFloat($0) }
            return Variant(file: url.appendingPathComponent(name), scale: scale, idiom: entry.idiom,
                           appearances: entry.appearances, locale: entry.locale, pointSize: side)
        }
        guard !variants.isEmpty else {
            throw isAppIcon
                ? .malformedContents(url, reason: "no icon files") : .malformedContents(url, reason: "no images")
        }
        templateIntent = switch contents.properties?.templateRenderingIntent {
        case "template": .template
        case "original": .original
        default: nil
        }
        preservesVectorRepresentation = contents.properties?.preservesVectorRepresentation ?? false
    }

    /// The file for `traits`: the variant for the appearance and language, at the render's scale
    /// (else the next larger, else the largest). An app icon takes its largest file.
    func variant(for traits: AssetTraits) -> Variant? {
        if isAppIcon {
            return variants.max { ($0.pointSize ?? 0) * ($0.scale ?? 1) < ($1.pointSize ?? 0) * ($1.scale ?? 1) }
        }
        let languages = LocaleLanguage.candidates(for: traits.language)
        var scored: [(Int, Variant)] = []
        for v in variants {
            // App icon idioms (`ios-marketing`…) and other platforms' files do not apply.
            var idiomTraits = traits
            idiomTraits.idioms += ["ios-marketing"]
            guard var s = idiomTraits.score(idiom: v.idiom, appearances: v.appearances) else { continue }
            if let locale = v.locale {
                guard let rank = languages.firstIndex(of: locale) else { continue }
                s += 1_000 - rank
            }
            scored.append((s, v))
        }
        guard let top = scored.map(\.0).max() else { return nil }
        let candidates = scored.filter { $0.0 == top }.map(\.1)
        let wanted = min(max(traits.displayScale.rounded(.up), 1), 3)
        if let exact = candidates.first(where: { $0.scale == wanted }) { return exact }
        let larger = candidates.filter { ($0.scale ?? 0) > wanted }.min { ($0.scale ?? 0) < ($1.scale ?? 0) }
        return larger ?? candidates.max { ($0.scale ?? 1) < ($1.scale ?? 1) }
    }
}

/// A symbol set: an SF Symbols template (SVG) drawn like a system symbol.
struct SymbolSetAsset: Sendable {
    let url: URL
    let file: URL
    let templateIntent: Image.TemplateRenderingMode?

    init(url: URL, contents: AssetContents) throws(AssetCatalogError) {
        self.url = url
        let entries = (contents.symbols ?? []).filter { $0.filename != nil }
        guard let entry = entries.first(where: { ($0.idiom ?? "universal") == "universal" }) ?? entries.first,
              let name = entry.filename else {
            throw .malformedContents(url, reason: "no symbol file")
        }
        file = url.appendingPathComponent(name)
        templateIntent = contents.properties?.templateRenderingIntent == "original" ? .original : nil
    }
}

/// A data set: bytes of any type, as `NSDataAsset` reads them.
struct DataSetAsset: Sendable {
    let url: URL
    let file: URL
    /// The uniform type identifier Xcode recorded (`public.json`), when it did.
    let typeIdentifier: String?

    init(url: URL, contents: AssetContents, traits: AssetTraits = AssetTraits()) throws(AssetCatalogError) {
        self.url = url
        let entries = (contents.data ?? []).filter { $0.filename != nil }
        let ranked = entries.compactMap { e in traits.score(idiom: e.idiom, appearances: e.appearances).map { ($0, e) }
        }
        guard let entry = ranked.max(by: { $0.0 < $1.0 })?.1, let name = entry.filename else {
            throw .malformedContents(url, reason: "no data file")
        }
        file = url.appendingPathComponent(name)
        typeIdentifier = entry.universalTypeIdentifier
    }
}
