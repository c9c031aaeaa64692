// WezSieTato/ScanNow App/Sources/ScanNowCore/settings/about/version/VersionRowView.swift
// at 64b92a24cf7ade6c7b6fd516ffe372da971526c6, MIT (Tests/AppleReferenceTests/Licences/WezSieTato-ScanNow.txt):
// verbatim except its imports (SwiftUI: DarkroomCompat and Foundation here).
import DarkroomCompat
import Foundation

struct VersionRowView: View {
    let version: Versioning

    @ViewBuilder
    var body: some View {
        HStack {
            Text(Strings.Settings.About.version)
            Spacer()
            Text("\(version.versionNumber) (\(version.buildNumber))")
        }
    }
}

struct VersionRowViewPreview: PreviewProvider {
    static var previews: some View {
        Form {
            VersionRowView(version: PreviewVersion())
        }
    }
}
