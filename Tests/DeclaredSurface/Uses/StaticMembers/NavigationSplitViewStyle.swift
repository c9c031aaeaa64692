// Static members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u8ceb4312de static NavigationSplitViewStyle.prominentDetail where Self == ProminentDetailNavigationSplitViewStyle
@MainActor func use_8ceb4312de() {
    let _: ProminentDetailNavigationSplitViewStyle = ProminentDetailNavigationSplitViewStyle.prominentDetail
    func accept<T: NavigationSplitViewStyle>(_ value: T) {}
    accept(.prominentDetail)
}

// u2da8bb9ed5 static NavigationSplitViewStyle.automatic where Self == AutomaticNavigationSplitViewStyle
@MainActor func use_2da8bb9ed5() {
    let _: AutomaticNavigationSplitViewStyle = AutomaticNavigationSplitViewStyle.automatic
    func accept<T: NavigationSplitViewStyle>(_ value: T) {}
    accept(.automatic)
}

// u9824d0bbfb static NavigationSplitViewStyle.balanced where Self == BalancedNavigationSplitViewStyle
@MainActor func use_9824d0bbfb() {
    let _: BalancedNavigationSplitViewStyle = BalancedNavigationSplitViewStyle.balanced
    func accept<T: NavigationSplitViewStyle>(_ value: T) {}
    accept(.balanced)
}
