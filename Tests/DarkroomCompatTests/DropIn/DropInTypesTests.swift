import DarkroomCompat
import Foundation
import Testing

@Suite("Drop-in UIKit types")
struct DropInTypesTests {
    @Test func uiColorBridgesToColorAndCGColor() throws {
        let brand = UIColor(red: 0.2, green: 0.4, blue: 0.8, alpha: 0.5)
        let cg = brand.cgColor
        #expect(cg.numberOfComponents == 4)
        #expect(abs((cg.components?[2] ?? 0) - 0.8) < 1e-9)
        var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
        #expect(brand.getRed(&r, green: &g, blue: &b, alpha: &a))
        #expect(abs(r - 0.2) < 1e-9 && abs(a - 0.5) < 1e-9)
        // Color(uiColor:) renders the same colour.
        let image = try ViewRenderer().image(Color(uiColor: .systemBlue).frame(width: 4, height: 4))
        let p = try #require(image.rgba8(x: 2, y: 2))
        #expect(p.r == 0 && p.g == 122 && p.b == 255)
        #expect(UIColor(Color.red).rgba == RGBA(hex: 0xFF3B30))
        #expect(UIColor(cgColor: cg) == brand)
        let ns: NSColor = .systemRed
        #expect(Color(nsColor: ns).resolve(in: EnvironmentValues()) == RGBA(hex: 0xFF3B30))
    }

    @Test func uiFontMapsToSwiftUIFonts() throws {
        // A system font of 30 pt lays out taller than one of 15 pt.
        let big = try ViewRenderer().layout(Text("Hg").font(Font(UIFont.systemFont(ofSize: 30, weight: .bold))))
        let small = try ViewRenderer().layout(Text("Hg").font(Font(UIFont.systemFont(ofSize: 15))))
        #expect(big.frame.height > 1.8 * small.frame.height)
        #expect(UIFont.preferredFont(forTextStyle: .largeTitle).pointSize == 34)
        #expect(UIFont.preferredFont(forTextStyle: .caption2).pointSize == 11)
        // Named fonts exist when fontconfig has the family, and are nil otherwise, as in UIKit.
        #expect(UIFont(name: "DejaVu Sans", size: 12) != nil)
        #expect(UIFont(name: "No Such Family \(UUID().uuidString)", size: 12) == nil)
        #expect(UIFont.boldSystemFont(ofSize: 20).weight == .bold)
    }

    @Test func uiEdgeInsetsInsetRectangles() {
        let r = CGRect(x: 0, y: 0, width: 100, height: 50).inset(
            by: UIEdgeInsets(top: 5, left: 10, bottom: 15, right: 20))
        #expect(r == CGRect(x: 10, y: 5, width: 70, height: 30))
        #expect(
            EdgeInsets(UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
                == EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
    }

    @Test func coreFoundationCastsCompile() {
        // The PDF call sites' casts: `url as CFURL`, `[CFString: Any] as CFDictionary`.
        let url = URL(fileURLWithPath: "/tmp/x.pdf") as CFURL
        let options: [CFString: Any] = [kCGPDFContextMediaBox: CGRect(x: 0, y: 0, width: 10, height: 10)]
        let dictionary = options as CFDictionary
        #expect(url.path == "/tmp/x.pdf")
        #expect(dictionary[AnyHashable(kCGPDFContextMediaBox)] as? CGRect == CGRect(x: 0, y: 0, width: 10, height: 10))
    }
}
