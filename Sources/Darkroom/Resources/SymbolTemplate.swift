import Foundation

/// An SF Symbols template (the SVG of a symbol set) read for drawing one glyph: the variant
/// for a weight and scale, its ink bounds, margins and baseline, in the template's units.
///
/// Templates draw each variant (`Regular-M`, `Bold-S`…) in a group at a 100-point size, with
/// guide lines `Baseline-S/M/L` and `Capline-S/M/L` and margin lines `left-margin-<variant>`
/// and `right-margin-<variant>`. A template made from fewer variants (Xcode interpolates the
/// rest) is drawn with the nearest one it has.
struct SymbolTemplate {
    let file: URL
    /// The variant's element id, drawn alone.
    let layer: String
    /// The document's size in its own units.
    let documentSize: CGSize
    /// The variant's ink bounds, margins and baseline, in document units.
    let ink: CGRect
    let leftMargin: CGFloat
    let rightMargin: CGFloat
    let baseline: CGFloat
    /// Points per template unit for a 1-point font at medium scale (the template is drawn at
    /// 100 points; a small or large variant is rescaled to medium).
    let unitScale: CGFloat

    static let weights = ["Ultralight", "Thin", "Light", "Regular", "Medium", "Semibold", "Bold", "Heavy", "Black"]
    /// Sizes of the small and large scales relative to medium, as SF Symbols draws them.
    static let scaleFactors: [String: CGFloat] = ["S": 0.783, "M": 1, "L": 1.29]

    /// The variant of the template at `url` nearest `weight` (100…900), medium scale.
    init?(url: URL, weight: Int) {
        guard let svg = VectorImageDecoding.svg(url), let size = svg.size else { return nil }
        let wanted = min(max((weight + 50) / 100 - 1, 0), 8)
        // Nearest weight first, then the medium, small and large scales of each.
        let order = Self.weights.indices.sorted {
            abs($0 - wanted) < abs($1 - wanted) || (abs($0 - wanted) == abs($1 - wanted) && $0 < $1)
        }
        var found: (String, String, CGRect)?
        search: for w in order {
            for scale in ["M", "S", "L"] {
                let id = "\(Self.weights[w])-\(scale)"
                if let ink = svg.bounds(of: id, documentSize: size) { found = (id, scale, ink); break search }
            }
        }
        guard let (id, scale, ink) = found else { return nil }
        let guide: (String) -> CGRect? = { svg.bounds(of: $0, documentSize: size) }
        // librsvg's ink box of a guide line reaches back to the origin: the line lies on its far edge.
        let baselineY = guide("Baseline-\(scale)")?.maxY ?? ink.maxY
        let cap = guide("Capline-\(scale)")?.maxY
        // The template's capline sits at SF's cap height (0.7046 em at 100 points).
        let unitsPerPoint = cap.map { (baselineY - $0) / 0.7046 } ?? 1
        file = url
        layer = id
        documentSize = size
        self.ink = ink
        baseline = baselineY
        leftMargin = guide("left-margin-\(id)")?.maxX ?? ink.minX
        rightMargin = guide("right-margin-\(id)")?.maxX ?? ink.maxX
        unitScale = 1 / max(unitsPerPoint, 1e-6) / (Self.scaleFactors[scale] ?? 1)
    }
}
