// Static members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u9bbe72cea8 static PresentationDetent.medium
@MainActor func use_9bbe72cea8() {
    let _: PresentationDetent = PresentationDetent.medium
}

// ue07f99b8bc static PresentationDetent.large
@MainActor func use_e07f99b8bc() {
    let _: PresentationDetent = PresentationDetent.large
}

// u1f73749fc3 static PresentationDetent.fraction(_: CGFloat)
@MainActor func use_1f73749fc3() {
    let _: PresentationDetent = PresentationDetent.fraction(sample() as CGFloat)
}

// ud46d9eb286 static PresentationDetent.height(_: CGFloat)
@MainActor func use_d46d9eb286() {
    let _: PresentationDetent = PresentationDetent.height(sample() as CGFloat)
}

// u0f025e902e static PresentationDetent.custom<D>(_: D.Type) where D : CustomPresentationDetent
@MainActor func use_0f025e902e<D: CustomPresentationDetent>(_ generics: (D).Type) {
    let _: PresentationDetent = PresentationDetent.custom(sample() as D.Type)
}
