#if Previews
import DarkroomCompat
import Foundation
import Testing

// App files end with previews and declare environment values with `@Entry`; both compile unchanged.

private struct Badge: View {
    @Environment(\.badgeTint) private var tint
    @Environment(\.badgeLabel) private var label
    @Environment(\.badgeCount) private var count
    var body: some View {
        Text("\(label ?? "none") \(count)").foregroundStyle(tint)
    }
}

extension EnvironmentValues {
    @Entry var badgeTint: Color = .red
    @Entry var badgeLabel: String?
    @Entry var badgeCount = 3
}

#Preview {
    Badge()
}

#Preview("Two badges", traits: .sizeThatFitsLayout) {
    @Previewable @State var count = 2
    VStack {
        Badge()
        Badge().environment(\.badgeCount, count)
    }
}

#Preview("Controller") {
    UIViewController()
}

@Suite struct PreviewMacroTests {
    @MainActor @Test func entryDeclaresAKeyWithTheInitialValueAsDefault() throws {
        let renderer = ViewRenderer()
        let placed = try renderer.layout(VStack {
            Badge()
            Badge().environment(\.badgeLabel, "new").environment(\.badgeCount, 7)
        })
        #expect(placed.all(named: "Text").compactMap(\.text) == ["none 3", "new 7"])
        var environment = EnvironmentValues()
        #expect(environment.badgeTint == .red)
        environment.badgeTint = .blue
        #expect(environment.badgeTint == .blue)
    }
}
#endif
