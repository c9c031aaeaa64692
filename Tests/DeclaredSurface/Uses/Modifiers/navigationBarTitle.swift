// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ue3c3bf0adb View.navigationBarTitle(_: Text)
@MainActor func use_e3c3bf0adb<Self_: View>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.navigationBarTitle(sample() as Text) as any View
}

// u4b7e70a878 View.navigationBarTitle(_: LocalizedStringKey)
@MainActor func use_4b7e70a878<Self_: View>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.navigationBarTitle(sample() as LocalizedStringKey) as any View
}

// uabe4229b53 View.navigationBarTitle<S>(_: S) where S : StringProtocol
@MainActor func use_abe4229b53<Self_: View, S: StringProtocol>(_ subject: Self_, _ generics: (Self_, S).Type) {
    _ = subject.navigationBarTitle(sample() as S) as any View
}

// ucd0c96bc9d View.navigationBarTitle(_: Text, displayMode: NavigationBarItem.TitleDisplayMode)
@MainActor func use_cd0c96bc9d<Self_: View>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.navigationBarTitle(
        sample() as Text,
        displayMode: sample() as NavigationBarItem.TitleDisplayMode
    ) as any View
}

// udf112b960a View.navigationBarTitle(_: LocalizedStringKey, displayMode: NavigationBarItem.TitleDisplayMode)
@MainActor func use_df112b960a<Self_: View>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.navigationBarTitle(
        sample() as LocalizedStringKey,
        displayMode: sample() as NavigationBarItem.TitleDisplayMode
    ) as any View
}

// ub0cf3c464a View.navigationBarTitle<S>(_: S, displayMode: NavigationBarItem.TitleDisplayMode) where S :
//   StringProtocol
@MainActor func use_b0cf3c464a<Self_: View, S: StringProtocol>(_ subject: Self_, _ generics: (Self_, S).Type) {
    _ = subject.navigationBarTitle(
        sample() as S,
        displayMode: sample() as NavigationBarItem.TitleDisplayMode
    ) as any View
}
