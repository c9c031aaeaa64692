// WezSieTato/ScanNow App/Sources/ScanNowCore/settings/about/AboutSettingsSectionView.swift
// at 64b92a24cf7ade6c7b6fd516ffe372da971526c6, MIT (Tests/AppleReferenceTests/Licences/WezSieTato-ScanNow.txt):
// verbatim except its imports (SwiftUI: DarkroomCompat and Foundation here).
import DarkroomCompat
import Foundation

struct AboutSettingsSectionView: View {
    let version: Versioning

    @ViewBuilder
    var body: some View {
        Section(header: Text(Strings.Settings.About.title)) {
            WriteToUsView(composeMailDataFactory: ComposeMailDataFactory(appVersioning: version))
            GithubRowView()
            VersionRowView(version: version)
        }
    }
}

struct AboutSettingsSectionViewPreview: PreviewProvider {
    static var previews: some View {
        Form {
            AboutSettingsSectionView(version: PreviewVersion())
        }
    }
}
