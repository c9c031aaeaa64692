@_spi(Engine) import Darkroom
import DarkroomComparison
import Foundation

/// The external reference corpus: SwiftUI views from public repositories with the PNGs
/// their authors recorded on Apple platforms (manifest.json, Images/, Licences/).
///
/// These references are never rewritten: `DARKROOM_RECORD` does not apply to them.
struct AppleReferenceCorpus: Decodable {
    struct Source: Decodable {
        var repository: String
        var commit: String
        var licence: String
        var licenceFile: String
        var viewSource: String
    }

    struct Pair: Decodable {
        var name: String
        var source: String
        /// Path of the PNG in its source repository.
        var path: String
        var platform: String
        /// Pixels per point of the recording.
        var scale: Double
        /// How the recording harness sized the view: `ideal` (its size that fits),
        /// `canvas` (centred in a fixed container of `size`), `framed`
        /// (`.frame(width:height:)` of `size`, then its size that fits).
        var harness: String
        var size: [Double]?
        /// The device's safe-area insets (top, leading, bottom, trailing) around a `canvas`.
        var safeArea: [Double]?
        /// The harness's backdrop behind the view (`white`, or `grouped`: the grey a list draws
        /// under the safe area), nil for transparent.
        var backdrop: String?
        /// The recording platform's idiom (`tv`), nil for iPhone: the view is rendered in that
        /// platform's environment (its text styles and spacing), as it was recorded.
        var idiom: String?
        /// The Dynamic Type size the recording harness set (`medium`: swift-snapshot-testing's
        /// `.device(config:)` layouts carry `preferredContentSizeCategory: .medium` in their traits,
        /// so body text is 16 pt there), nil for the default (`large`, body 17 pt).
        var contentSizeCategory: String?
        /// The generation of iOS's look the recording shows (`ios26`), nil for the default (iOS 17–18).
        var osGeneration: String?
        var view: String
        /// Whether the picture is one line of text alone (its ink width measures text width).
        var text: Bool
        /// 64-bit FNV-1a of the PNG bytes as copied from the source repository.
        var fnv1a: String
        /// `screen` for a whole device screen recorded from an app (navigation, lists, forms), nil for a component.
        var kind: String?
        /// What the recording shows, for screens.
        var shows: String?
        /// `false` when the pair's code does not compile against Darkroom yet (its code is kept in
        /// ScreensPending/, outside the build); nil when it compiles.
        var compiles: Bool?
        /// Why it does not compile.
        var notCompiling: String?

        var isScreen: Bool { kind == "screen" }
        var isCompiling: Bool { compiles ?? true }
    }

    var sources: [String: Source]
    var pairs: [Pair]

    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()

    static func load() throws -> AppleReferenceCorpus {
        let data = try Data(contentsOf: folder.appendingPathComponent("manifest.json"))
        return try JSONDecoder().decode(AppleReferenceCorpus.self, from: data)
    }

    static func imageURL(_ pair: Pair) -> URL {
        folder.appendingPathComponent("Images/\(pair.name).png")
    }
}

/// One pair measured: the Apple recording against Darkroom's render of the same view.
struct AppleReferenceResult {
    var name: String
    var platform: String
    var scale: Double
    /// Picture sizes in points.
    var appleSize: CGSize
    var darkroomSize: CGSize
    /// Ink bounding-box sizes in points (nil when blank).
    var appleInk: CGSize?
    var darkroomInk: CGSize?
    var ssim: Double
    var inkIoU: Double
    var isText: Bool
    var isScreen: Bool

    /// Same picture size within one reference pixel.
    var isSizeExact: Bool {
        abs(appleSize.width - darkroomSize.width) * scale <= 1.001
            && abs(appleSize.height - darkroomSize.height) * scale <= 1.001
    }

    /// Same ink bounding box size within one reference pixel.
    var isInkBoxExact: Bool {
        guard let a = appleInk, let d = darkroomInk else { return appleInk == nil && darkroomInk == nil }
        return abs(a.width - d.width) * scale <= 1.001 && abs(a.height - d.height) * scale <= 1.001
    }

    /// Relative ink-width error of a text-only picture (nil for others).
    var textWidthError: Double? {
        guard isText, let a = appleInk, let d = darkroomInk, a.width > 0 else { return nil }
        return Double(d.width / a.width) - 1
    }
}

extension AppleReferenceCorpus {
    /// Content size categories a manifest may name, as Dynamic Type sizes.
    static let dynamicTypeSizes: [String: DynamicTypeSize] = [
        "small": .small, "medium": .medium, "large": .large, "xLarge": .xLarge,
    ]

    /// Renders a pair's view the way its harness did and measures it against the recording.
    /// `renders` keeps Darkroom's pictures by view and harness: pairs recorded on two OS
    /// versions share one render.
    func measure(_ pair: Pair, renders: inout [String: CGImage]) throws -> AppleReferenceResult {
        guard let reference = ImageLoader.shared.decode(Self.imageURL(pair).path) else {
            throw CorpusError.unreadableReference(pair.name)
        }
        guard var view = AppleReferenceViews.view(pair.view) else { throw CorpusError.unknownView(pair.view) }
        let scale = CGFloat(pair.scale)
        var options = RenderOptions(scale: scale)
        let size = pair.size.map { CGSize(width: $0[0], height: $0[1]) }
        switch pair.harness {
        case "canvas":
            options.canvasSize = size
            if let inset = pair.safeArea, inset.count == 4 {
                // The device centres the view in its safe area, not in the whole screen; backgrounds that ignore
                // the safe area (a list's grey, the backdrop below) still reach the screen's edges.
                options.safeAreaInsets = EdgeInsets(top: inset[0], leading: inset[1], bottom: inset[2],
                                                    trailing: inset[3])
                view = AnyView(view.frame(maxWidth: .infinity, maxHeight: .infinity))
            }
        case "framed":
            guard let size else { throw CorpusError.missingSize(pair.name) }
            view = AnyView(view.frame(width: size.width, height: size.height))
        default:
            break
        }
        if pair.idiom == "tv" { view = AnyView(view.platformIdiom(.tv)) }
        if let category = pair.contentSizeCategory {
            guard let size = Self.dynamicTypeSizes[category] else { throw CorpusError.unknownView(category) }
            view = AnyView(view.environment(\.dynamicTypeSize, size))
        }
        if let generation = pair.osGeneration {
            guard let value = OSGeneration(rawValue: generation) else { throw CorpusError.unknownView(generation) }
            view = AnyView(view.environment(\.osGeneration, value))
        }
        if pair.backdrop == "white" { view = AnyView(view.background(Color.white, ignoresSafeAreaEdges: .all)) }
        // A list's grouped background (#F2F2F7) reaches under the device's safe area.
        if pair.backdrop == "grouped" {
            view = AnyView(view.background(Color(red: 242 / 255, green: 242 / 255, blue: 247 / 255),
                                           ignoresSafeAreaEdges: .all))
        }
        let key = "\(pair.view) \(pair.idiom ?? "") \(pair.harness) \(pair.size ?? []) \(pair.scale) "
            + (pair.backdrop ?? "") + (pair.contentSizeCategory ?? "") + (pair.osGeneration ?? "")
        let image = try renders[key] ?? ViewRenderer(options: options).image(view)
        renders[key] = image
        if let folder = ProcessInfo.processInfo.environment["DARKROOM_FIDELITY_RENDERS"] {
            // Darkroom's side of each pair, to look at beside the reference.
            try PNGEncoder().write(image, to: URL(fileURLWithPath: folder).appendingPathComponent("\(pair.name).png"))
        }
        let apple = InkPicture(reference), darkroom = InkPicture(image)
        // Both measures look where either picture has ink, plus a margin of 4 points.
        let margin = Int((4 * scale).rounded())
        let boxes = [apple.inkBounds, darkroom.inkBounds].compactMap { $0 }
        let canvas = PixelBox(minX: 0, minY: 0, maxX: max(apple.width, darkroom.width),
                              maxY: max(apple.height, darkroom.height))
        let region = boxes.isEmpty ? canvas : boxes.dropFirst().reduce(boxes[0]) { $0.union($1) }.insetBy(-margin)
        let clipped = PixelBox(minX: max(0, region.minX), minY: max(0, region.minY),
                               maxX: min(canvas.maxX, region.maxX), maxY: min(canvas.maxY, region.maxY))
        func points(_ box: PixelBox?) -> CGSize? {
            box.map { CGSize(width: CGFloat($0.width) / scale, height: CGFloat($0.height) / scale) }
        }
        return AppleReferenceResult(
            name: pair.name, platform: pair.platform, scale: pair.scale,
            appleSize: CGSize(width: CGFloat(reference.width) / scale, height: CGFloat(reference.height) / scale),
            darkroomSize: CGSize(width: CGFloat(image.width) / scale, height: CGFloat(image.height) / scale),
            appleInk: points(apple.inkBounds), darkroomInk: points(darkroom.inkBounds),
            ssim: StructuralSimilarity.mean(apple, darkroom, region: clipped),
            // One point of tolerance: typefaces and symbol artwork differ, positions should not.
            inkIoU: InkIoU.measure(apple, darkroom, region: clipped, radius: Int(scale.rounded())),
            isText: pair.text, isScreen: pair.isScreen)
    }

    enum CorpusError: Error {
        case unreadableReference(String)
        case unknownView(String)
        case missingSize(String)
    }
}
