// Darkroom corpus: code others wrote, kept line for line; only its imports are made conditional.
// Source: https://github.com/jordansinger/SwiftUI-Kit/blob/1211aa6b1aee07a3860e4f45d5cd5efcfec64509/Shared/GroupView.swift
// Licence: MIT, Copyright (c) 2020 Jordan Singer (full text: Components/LICENSES/jordansinger+SwiftUI-Kit.txt)

//
//  GroupView.swift
//  SwiftUI Kit
//
//  Created by Jordan Singer on 7/10/20.
//

#if canImport(SwiftUI)
import SwiftUI
#else
import DarkroomCompat
#endif

struct GroupView<Content: View>: View {
    var title: String
    let content: () -> Content
    
    var body: some View {
        #if os(iOS)
        return List {
            content()
        }
        .listStyle(InsetGroupedListStyle())
        .navigationBarTitle(title, displayMode: .inline)
        #else
        return ScrollView {
            content().padding()
        }.frame(maxWidth: .infinity, maxHeight: .infinity)
        #endif
    }
}

struct GroupView_Previews: PreviewProvider {
    static var previews: some View {
        GroupView(title: "Group", content: { Text("Content") })
            .previewLayout(.sizeThatFits)
    }
}
