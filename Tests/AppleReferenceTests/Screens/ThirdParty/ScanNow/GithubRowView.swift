// WezSieTato/ScanNow App/Sources/ScanNowCore/settings/about/GithubRowView.swift
// at 64b92a24cf7ade6c7b6fd516ffe372da971526c6, MIT (Tests/AppleReferenceTests/Licences/WezSieTato-ScanNow.txt):
// verbatim except its imports (SwiftUI: DarkroomCompat and Foundation here).
import DarkroomCompat
import Foundation

struct GithubRowView: View {
    @Environment(\.openURL) var openURL

    private let repositoryName = "WezSieTato/ScanNow"

    @ViewBuilder var body: some View {
        HStack {
            Assets.githubMark.swiftUIImage
            Spacer()
            Text(repositoryName)
        }
        .onTapGesture {
            guard let url = URL(string: "https://github.com/\(repositoryName)") else {
                return
            }
            openURL(url)
        }
    }
}

struct GithubRowViewPreview: PreviewProvider {
    static var previews: some View {
        Form {
            GithubRowView()
        }
    }
}
