// Every view of the components corpus rendered once through Darkroom: compiling proves the API is there, the
// render proves the view also lays out and draws (a size above zero, more than one colour). Inputs are the
// libraries' own previews where they ship one, else the arguments their READMEs show.
import DarkroomCompat
import Foundation
import Testing

/// One view of the corpus: its library, a name and how to build it at the size it is drawn.
struct ComponentCase: CustomStringConvertible, Sendable {
    let library: String
    let name: String
    let size: CGSize
    /// Why the view's first frame shows nothing, when its own state says so (content faded in by `onAppear`,
    /// laid out by a later asynchronous pass): a still frame runs no actions, so that frame is fully clear.
    let emptyFirstFrame: String?
    let make: @MainActor @Sendable () -> AnyView
    var description: String { "\(library)/\(name)" }

    init(_ library: String, _ name: String, width: CGFloat = 200, height: CGFloat = 200,
         emptyFirstFrame: String? = nil, _ make: @escaping @MainActor @Sendable () -> some View) {
        self.library = library
        self.name = name
        self.size = CGSize(width: width, height: height)
        self.emptyFirstFrame = emptyFirstFrame
        self.make = { AnyView(make()) }
    }
}

@MainActor
@Suite struct ComponentRenderTests {
    /// Where the renders go for a person to look at (`Components/run` sets it); unset, nothing is written.
    static let outputDirectory = ProcessInfo.processInfo.environment["DARKROOM_COMPONENTS_OUTPUT"]

    @Test(arguments: ComponentCatalog.cases)
    func rendersSomething(_ component: ComponentCase) throws {
        let content = component.make().frame(width: component.size.width, height: component.size.height)
        let renderer = ImageRenderer(content: content)
        let image = try #require(renderer.cgImage, "\(component) rendered no image")
        #expect(image.width > 0 && image.height > 0, "\(component): empty image")
        if let reason = component.emptyFirstFrame {
            // Pinned so that a change drawing such a view is noticed: then it moves to the drawn views.
            #expect(!Self.distinctColours(image, atLeast: 2), "\(component) now draws its first frame (\(reason))")
        } else {
            #expect(Self.distinctColours(image, atLeast: 2), "\(component): blank (one colour only)")
        }
        if let directory = Self.outputDirectory {
            let file = URL(fileURLWithPath: directory)
                .appendingPathComponent("\(component.library)-\(component.name).png")
            try UIImage(cgImage: image).pngData()?.write(to: file)
        }
    }

    /// Whether the image holds at least `count` different RGBA values: a view that drew nothing is one colour.
    static func distinctColours(_ image: CGImage, atLeast count: Int) -> Bool {
        var seen: Set<UInt32> = []
        for y in 0..<image.height {
            for x in 0..<image.width {
                guard let p = image.rgba8(x: x, y: y) else { continue }
                seen.insert(UInt32(p.r) << 24 | UInt32(p.g) << 16 | UInt32(p.b) << 8 | UInt32(p.a))
                if seen.count >= count { return true }
            }
        }
        return false
    }

    /// The corpus's promise (docs/components-corpus.md): at least 40 drawn views from at least 8 libraries.
    @Test func catalogCoversEveryLibrary() {
        let drawn = ComponentCatalog.cases.filter { $0.emptyFirstFrame == nil }
        let libraries = Set(drawn.map(\.library))
        #expect(libraries.count >= 8, "libraries: \(libraries.sorted())")
        #expect(drawn.count >= 40, "drawn views: \(drawn.count)")
    }
}
