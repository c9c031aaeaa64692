// Darkroom corpus: code others wrote, kept line for line; only its imports are made conditional.
// Source: https://github.com/Jinxiansen/SwiftUI/blob/d8192c12098f80f8a4bd2387a969f010c38c5773/Example/Example/Page/Container/GroupPage.swift
// Licence: MIT, Copyright (c) 2019 晋先森 (Jinxiansen) (full text: LICENSES/Jinxiansen-SwiftUI.txt)

//
//  GroupPage.swift
//  Example
//
//  Created by 晋先森 on 2019/6/9.
//  Copyright © 2019 晋先森. All rights reserved.
//

#if canImport(SwiftUI)
import SwiftUI
#else
import DarkroomCompat
#endif

struct GroupPage : View {
    
    var body: some View {
        VStack {
            Group {
                Text("Hello World !")
                Text("Hello World !")
            }
            .padding(5)
            .border(Color.orange.gradient,
                    width: 1)
                .cornerRadius(5)
            Group {
                Text("Hello World !")
                Text("Hello World !")
            }.padding(5)
                .border(Color.black.gradient,
                        width: 1)
                .cornerRadius(5)
            Group {
                Text("Hello World !")
                Text("Hello World !")
            }.padding(5)
                .border(Color.purple.gradient,
                        width: 1)
                .cornerRadius(5)
        }.navigationBarTitle(Text("Group"))
    }
}



#if DEBUG
struct GroupPage_Previews : PreviewProvider {
    static var previews: some View {
        GroupPage()
    }
}
#endif
