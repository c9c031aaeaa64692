import Foundation

/// iOS's tab bar under a `TabView`'s content: one equal-width item per tab, its image over its title, the
/// selected item in the tint and the others in `systemGray`, count badges in red at the image's top-trailing
/// corner.
///
/// iOS 17–18: a 49-point bar (UIKit's documented portrait height) across the screen, transparent at the scroll
/// edge and on the bar material under a hairline when content runs under it; 10-point medium titles. iOS 26
/// (`OSGeneration.iOS26`): the items in a floating capsule inset from the screen's edges, the selected one on a
/// grey pill. Image and title positions inside an item are not yet measured on a recording.
nonisolated struct TabBar: View {
    struct Item {
        let label: AnyView?
        let badge: Text?
    }
    let items: [Item]
    let selectedIndex: Int
    let generation: OSGeneration
    /// Whether content runs under the bar (then the bar draws its material).
    let showsBackground: Bool

    static let height: CGFloat = 49
    static let floatingHeight: CGFloat = 62
    static let unselected = Color(light: RGBA(hex: 0x8E8E93), dark: RGBA(hex: 0x8E8E93), name: "systemGray")
    static let badge = Color(light: RGBA(hex: 0xFF3B30), dark: RGBA(hex: 0xFF453A), name: "systemRed")

    @Environment(\.resolvedTint) private var tint

    private var row: some View {
        HStack(spacing: 0) {
            ForEach(0..<items.count, id: \.self) { i in
                TabBarItem(item: items[i], color: i == selectedIndex ? tint : Self.unselected)
                    .frame(maxWidth: .infinity)
                    .background {
                        if generation == .iOS26, i == selectedIndex {
                            Capsule().fill(ControlColors.fill).padding(.vertical, 4)
                        }
                    }
            }
        }
    }

    var body: some View {
        if generation == .iOS26 {
            row.padding(.horizontal, 4)
                .frame(height: Self.floatingHeight)
                .background(
                    Capsule().fill(Color.white).shadow(color: Color.black.opacity(0.12), radius: 10, x: 0, y: 2))
                .padding(.horizontal, 20)
        } else {
            row.padding(.top, 3)
                .frame(maxWidth: .infinity, maxHeight: Self.height, alignment: .top)
                .frame(height: Self.height)
                .background {
                    if showsBackground {
                        Rectangle().fill(NavigationBarMetrics.material)
                            .overlay(alignment: .top) { Divider().foregroundStyle(NavigationBarMetrics.shadow) }
                            .ignoresSafeArea(edges: .bottom)
                    }
                }
        }
    }
}

/// One tab bar item: the image of its label over its title.
nonisolated struct TabBarItem: View {
    let item: TabBar.Item
    let color: Color
    var body: some View {
        VStack(spacing: 2) {
            item.label
                .labelStyle(TabItemLabelStyle())
                .imageScale(.large)
        }
        .font(.system(size: 10, weight: .medium))
        .foregroundStyle(color)
        .overlay(alignment: .topTrailing) {
            if let badge = item.badge {
                badge.font(.system(size: 13)).foregroundStyle(Color.white)
                    .padding(.horizontal, 5)
                    .frame(minWidth: 18, minHeight: 18)
                    .background(Capsule().fill(TabBar.badge))
                    .offset(x: 10, y: -2)
            }
        }
    }
}

/// A tab item's `Label`: its icon at 17-point large scale over its 10-point title.
nonisolated struct TabItemLabelStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(spacing: 2) {
            // Symbols take their filled variant, as SwiftUI's tab items do on iOS; a 30-point icon frame puts the
            // title where an iOS 18 recording of a four-tab TabView on an iPhone 16 has it (2 points lower than a
            // 28-point frame did; RSSReader, MIT).
            configuration.icon.font(.system(size: 17)).symbolVariant(.fill).frame(height: 30)
            configuration.title
        }
    }
}
