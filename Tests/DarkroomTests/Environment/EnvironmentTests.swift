@_spi(Engine) import Darkroom
import Foundation
import Testing

private struct AccentKey: EnvironmentKey { static let defaultValue = "none" }
extension EnvironmentValues {
    fileprivate var accentName: String { get { self[AccentKey.self] } set { self[AccentKey.self] = newValue } }
}

/// Reads a custom key and several built-in ones in its body.
private struct Probe: View {
    @Environment(\.accentName) var accent
    @Environment(\.colorScheme) var scheme
    @Environment(\.displayScale) var scale
    @Environment(\.dynamicTypeSize) var dts
    @Environment(\.layoutDirection) var direction
    @Environment(\.locale) var locale
    var body: some View {
        Text(verbatim: "\(accent) \(scheme) \(scale) \(dts) \(direction) \(locale.identifier)")
    }
}

private struct Counter: View {
    @State private var count = 3
    var body: some View {
        VStack {
            Stepper(value: $count)
            Text(verbatim: "parent \(count)")
        }
    }
}

/// A child that owns nothing: it reads (and may write) its parent's state through a binding.
private struct Stepper: View {
    @Binding var value: Int
    var body: some View { Text(verbatim: "child \(value)") }
}

private struct Doubler: View {
    @State private var count = 5
    var body: some View {
        let binding = $count
        // A write through the binding during body is seen by later reads of the state.
        binding.wrappedValue *= 2
        return HStack {
            Stepper(value: $count)
            Text(verbatim: "parent \(count)")
        }
    }
}

private func texts(_ placed: PlacedView) -> [String] { placed.all(named: "Text").compactMap(\.text) }

private func firstColor<V: View>(_ view: V, environment: EnvironmentValues = EnvironmentValues()) throws -> RGBA? {
    try glyphRuns(view, environment: environment).first.flatMap(solidColor)
}

@Suite("Environment")
struct EnvironmentTests {
    @Test func customKeysAndBuiltInsReachBody() throws {
        #expect(texts(try layout(Probe())) == ["none light 1.0 large leftToRight en_US"])
        let set = Probe()
            .environment(\.accentName, "orange")
            .environment(\.colorScheme, .dark)
            .environment(\.dynamicTypeSize, .xxLarge)
            .environment(\.locale, Locale(identifier: "fr_FR"))
        #expect(texts(try layout(set, scale: 3)) == ["orange dark 3.0 xxLarge leftToRight fr_FR"])
    }

    /// The innermost setting wins; siblings outside it keep the outer value.
    @Test func environmentScopesNest() throws {
        let view = VStack {
            Probe()
            Probe().environment(\.accentName, "inner")
        }.environment(\.accentName, "outer")
        #expect(texts(try layout(view)).map { $0.split(separator: " ")[0] } == ["outer", "inner"])
    }

    @Test func stateAndBindingsPassIntoChildren() throws {
        #expect(texts(try layout(Counter())) == ["child 3", "parent 3"])
        #expect(texts(try layout(Doubler())) == ["child 10", "parent 10"])
        // Bindings project to members, and constant bindings read their value.
        struct Pair { var a = 1, b = 2 }
        var storage = Pair()
        let pair = Binding(get: { storage }, set: { storage = $0 })
        pair.b.wrappedValue = 7
        #expect(storage.b == 7)
        #expect(texts(try layout(Stepper(value: .constant(9)))) == ["child 9"])
    }

    @Test func fontIsInherited() throws {
        let runs = try glyphRuns(VStack {
            Text("inherits")
            Text("overrides").font(.caption)
            HStack { Text("deep") }
        }.font(.title))
        #expect(runs.map(\.font.pointSize) == [28, 12, 28])
    }

    /// Foreground hierarchy: iOS label colours (#000, #3C3C43 at 60 / 30 / 18 %) in light mode,
    /// (#FFF, #EBEBF5 at 60 / 30 / 16 %) in dark mode.
    @Test func foregroundStyleHierarchyMatchesIOSLabelColours() throws {
        let light: [(HierarchicalShapeStyle, RGBA)] = [
            (.primary, RGBA(hex: 0)), (.secondary, RGBA(hex: 0x3C3C43, alpha: 0.6)),
            (.tertiary, RGBA(hex: 0x3C3C43, alpha: 0.3)), (.quaternary, RGBA(hex: 0x3C3C43, alpha: 0.18)),
        ]
        for (style, expected) in light {
            #expect(close(try firstColor(Text("x").foregroundStyle(style)), expected))
            // Applied to a container, as a view modifier.
            #expect(close(try firstColor(VStack { Text("x") }.foregroundStyle(style)), expected))
        }
        let dark: [(HierarchicalShapeStyle, RGBA)] = [
            (.primary, RGBA(hex: 0xFFFFFF)), (.secondary, RGBA(hex: 0xEBEBF5, alpha: 0.6)),
            (.tertiary, RGBA(hex: 0xEBEBF5, alpha: 0.3)), (.quaternary, RGBA(hex: 0xEBEBF5, alpha: 0.16)),
        ]
        for (style, expected) in dark {
            #expect(close(try firstColor(VStack { Text("x") }.foregroundStyle(style).colorScheme(.dark)), expected))
        }
        // With a custom foreground colour, lower levels are that colour at reduced opacity.
        #expect(close(try firstColor(VStack { Text("x").foregroundStyle(.secondary) }.foregroundStyle(Color.red)),
                      RGBA(hex: 0xFF3B30, alpha: 0.6)))
        #expect(close(try firstColor(VStack { Text("x") }.foregroundStyle(.secondary).foregroundStyle(Color.red)),
                      RGBA(hex: 0xFF3B30, alpha: 0.6)))
    }

    @Test func tintColoursLinksAndTintStyle() throws {
        #expect(close(try firstColor(Text("[a](https://x)")), RGBA(hex: 0x007AFF)))
        #expect(close(try firstColor(Text("[a](https://x)").tint(.orange)), RGBA(hex: 0xFF9500)))
        let image = try render(Rectangle().fill(.tint).frame(width: 4, height: 4).tint(.green))
        #expect(close(image.pixel(x: 2, y: 2), RGBA(hex: 0x34C759)))
        let accent = try render(Rectangle().fill(.tint).frame(width: 4, height: 4))
        #expect(close(accent.pixel(x: 2, y: 2), RGBA(hex: 0x007AFF)))
    }

    /// System colours switch to their dark-mode values with the colour scheme, whichever way it is set.
    @Test func darkModeSystemColours() throws {
        let swatch = Rectangle().fill(Color.red).frame(width: 4, height: 4)
        #expect(close(try render(swatch).pixel(x: 1, y: 1), RGBA(hex: 0xFF3B30)))
        #expect(close(try render(swatch.colorScheme(.dark)).pixel(x: 1, y: 1), RGBA(hex: 0xFF453A)))
        #expect(close(try render(swatch.preferredColorScheme(.dark)).pixel(x: 1, y: 1), RGBA(hex: 0xFF453A)))
        #expect(close(try render(swatch.environment(\.colorScheme, .dark)).pixel(x: 1, y: 1), RGBA(hex: 0xFF453A)))
        let pairs: [(Color, UInt32, UInt32)] = [
            (.orange, 0xFF9500, 0xFF9F0A), (.yellow, 0xFFCC00, 0xFFD60A), (.green, 0x34C759, 0x30D158),
            (.blue, 0x007AFF, 0x0A84FF), (.indigo, 0x5856D6, 0x5E5CE6), (.purple, 0xAF52DE, 0xBF5AF2),
            (.pink, 0xFF2D55, 0xFF375F), (.teal, 0x30B0C7, 0x40C8E0), (.gray, 0x8E8E93, 0x8E8E93),
        ]
        for (color, light, dark) in pairs {
            var env = EnvironmentValues()
            #expect(color.resolve(in: env) == RGBA(hex: light))
            env.colorScheme = .dark
            #expect(color.resolve(in: env) == RGBA(hex: dark))
        }
        // Default text is black in light mode and white in dark mode.
        #expect(close(try firstColor(Text("x")), RGBA(hex: 0)))
        #expect(close(try firstColor(Text("x").colorScheme(.dark)), RGBA(hex: 0xFFFFFF)))
    }

    /// The renderer starts from the defaults (light, large, left to right, scale = its scale)…
    @Test func rendererUsesDefaultEnvironment() throws {
        let options = RenderOptions(scale: 2)
        let placed = try ViewRenderer(options: options).layout(Probe())
        #expect(texts(placed) == ["none light 2.0 large leftToRight en_US"])
        #expect(try glyphRuns(Text("x"))[0].font.pointSize == 17)
    }

    /// …unless the caller sets an environment for the whole render (beyond Apple's renderer).
    @Test func renderOptionsEnvironmentApplies() throws {
        var env = EnvironmentValues()
        env.colorScheme = .dark
        env.dynamicTypeSize = .accessibility2
        env.accentName = "set"
        let placed = try ViewRenderer(options: RenderOptions(environment: env)).layout(Probe())
        #expect(texts(placed) == ["set dark 1.0 accessibility2 leftToRight en_US"])
        let runs = try glyphRuns(Text("x"), environment: env)
        #expect(runs[0].font.pointSize == 33)
        #expect(close(solidColor(runs[0]), RGBA(hex: 0xFFFFFF)))
        // Content still overrides the render's environment.
        #expect(close(try firstColor(Text("x").colorScheme(.light), environment: env), RGBA(hex: 0)))
    }

    /// `displayScale` follows the render's scale even when the caller's environment says otherwise.
    @Test func displayScaleIsTheRenderScale() throws {
        var env = EnvironmentValues()
        env.displayScale = 7
        let placed = try ViewRenderer(options: RenderOptions(scale: 3, environment: env)).layout(Probe())
        #expect(texts(placed).first?.contains(" 3.0 ") == true)
    }
}
