// Static members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// udd80a0109b static TypesettingLanguage.automatic
@MainActor func use_dd80a0109b() {
    let _: TypesettingLanguage = TypesettingLanguage.automatic
}

// u82fc41fbf6 static TypesettingLanguage.explicit(_: Locale.Language)
@MainActor func use_82fc41fbf6() {
    let _: TypesettingLanguage = TypesettingLanguage.explicit(sample() as Locale.Language)
}
