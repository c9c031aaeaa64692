import Foundation

/// The navigation bar a navigation container draws over its content: leading and trailing items at the bar's
/// margins, the inline title (or a principal item) centred, and under them the large title and the search field
/// when asked for. At the scroll edge (a still frame is always there) the bar has no background of its own, as
/// iOS 15 and later draw it; `toolbarBackground` gives it one.
nonisolated struct NavigationBar: View {
    let chrome: NavigationChrome
    /// The horizontal margin: the layout margin of the screen the bar spans.
    let margin: CGFloat
    @Environment(\.resolvedTint) private var tint

    private func items(_ slot: NavigationChrome.Slot) -> [NavigationChrome.Item] {
        chrome.items.filter { $0.slot == slot }
    }

    @ViewBuilder private func side(_ slot: NavigationChrome.Slot) -> some View {
        HStack(spacing: NavigationBarMetrics.itemSpacing) {
            ForEach(Array(items(slot).enumerated()), id: \.offset) { _, item in
                // A Label in a bar shows its icon only, at the large symbol scale (an iOS 18 recording of a
                // `Label(_:systemImage: "plus")` toolbar item: a 17-point plus, no title; RSSReader, MIT).
                item.view.fontWeight(item.isConfirmation ? .semibold : nil)
                    .labelStyle(.iconOnly).imageScale(.large)
            }
        }
    }

    private var showsBackground: Bool {
        chrome.barBackgroundVisibility == .visible
            || (chrome.barBackground != nil && chrome.barBackgroundVisibility != .hidden)
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            ZStack {
                HStack(spacing: 0) {
                    if let back = chrome.backTitle, chrome.showsBackButton {
                        // The back button: a semibold chevron and the previous title in the tint, 8 points
                        // from the edge (UIKit's back indicator sits closer to the edge than bar items).
                        HStack(spacing: 5) {
                            Image(systemName: "chevron.left").fontWeight(.semibold).imageScale(.large)
                            back.lineLimit(1)
                        }
                        .foregroundStyle(tint)
                        .padding(.leading, 8 - margin)
                        .padding(.trailing, NavigationBarMetrics.itemSpacing)
                    }
                    side(.leading)
                    Spacer(minLength: NavigationBarMetrics.itemSpacing)
                    side(.trailing)
                }
                .padding(.horizontal, margin)
                if let principal = items(.principal).first {
                    principal.view
                } else if let title = chrome.title, !chrome.showsLargeTitle {
                    title.font(.headline).lineLimit(1).padding(.horizontal, 88)
                }
            }
            .frame(maxWidth: .infinity)
            .frame(height: NavigationBarMetrics.barHeight)
            if let title = chrome.title, chrome.showsLargeTitle {
                title.font(.largeTitle.bold()).lineLimit(1)
                    .padding(.leading, margin).padding(.trailing, margin)
                    .padding(.bottom, NavigationBarMetrics.largeTitleBottom)
                    .frame(maxWidth: .infinity, minHeight: NavigationBarMetrics.largeTitleHeight,
                           alignment: .bottomLeading)
            }
            if let prompt = chrome.searchPrompt {
                SearchFieldLook(prompt: prompt)
                    .padding(.horizontal, margin)
                    .frame(height: NavigationBarMetrics.searchRowHeight)
            }
        }
        .background {
            if showsBackground {
                Rectangle().fill(chrome.barBackground ?? AnyShapeStyle(NavigationBarMetrics.material))
                    .overlay(alignment: .bottom) { Divider().foregroundStyle(NavigationBarMetrics.shadow) }
                    .ignoresSafeArea(edges: .top)
            }
        }
    }
}

/// The search field of a `searchable` view as iOS draws it empty: a 36-point rounded field in
/// `tertiarySystemFill`, a magnifying glass and the prompt in the secondary grey.
nonisolated struct SearchFieldLook: View {
    let prompt: Text
    var body: some View {
        HStack(spacing: 6) {
            Image(systemName: "magnifyingglass")
            prompt.lineLimit(1)
            Spacer(minLength: 0)
        }
        .foregroundStyle(Color.secondary)
        .padding(.horizontal, 8)
        .frame(height: NavigationBarMetrics.searchFieldHeight)
        .background(
            RoundedRectangle(cornerRadius: NavigationBarMetrics.searchFieldCorner, style: .continuous)
                .fill(ControlColors.fill))
    }
}

/// A bottom toolbar: its items spread across the bar (one item centred, several from edge to edge), on the bar
/// material under a hairline, the background running under the home indicator.
nonisolated struct BottomToolbar: View {
    let items: [NavigationChrome.Item]
    let margin: CGFloat
    @Environment(\.resolvedTint) private var tint
    var body: some View {
        HStack(spacing: 0) {
            if items.count == 1 { Spacer(minLength: 0) }
            ForEach(Array(items.enumerated()), id: \.offset) { index, item in
                if index > 0 { Spacer(minLength: NavigationBarMetrics.itemSpacing) }
                item.view
            }
            if items.count == 1 { Spacer(minLength: 0) }
        }
        .padding(.horizontal, margin)
        .frame(maxWidth: .infinity)
        .frame(height: NavigationBarMetrics.bottomBarHeight)
        .background {
            Rectangle().fill(NavigationBarMetrics.material)
                .overlay(alignment: .top) { Divider().foregroundStyle(NavigationBarMetrics.shadow) }
                .ignoresSafeArea(edges: .bottom)
        }
    }
}
