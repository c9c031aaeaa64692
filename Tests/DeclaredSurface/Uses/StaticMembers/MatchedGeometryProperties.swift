// Static members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// uee25c1d3ab static MatchedGeometryProperties.position
@MainActor func use_ee25c1d3ab() {
    let _: MatchedGeometryProperties = MatchedGeometryProperties.position
}

// u584d786cad static MatchedGeometryProperties.size
@MainActor func use_584d786cad() {
    let _: MatchedGeometryProperties = MatchedGeometryProperties.size
}

// ud4ee040815 static MatchedGeometryProperties.frame
@MainActor func use_d4ee040815() {
    let _: MatchedGeometryProperties = MatchedGeometryProperties.frame
}
