"""Chinese durable-fact patterns, specific before general (the first match wins)."""

import re

from teams.extraction._patterns import OTHER, WE, Pattern, policy, topic_reader, zh
from teams.extraction._patterns_zh_asides import FIRST_PATTERNS as ASIDES_FIRST
from teams.extraction._patterns_zh_asides import LATER_PATTERNS as ASIDES_LATER
from teams.extraction._patterns_zh_bamboo import FIRST_PATTERNS as BAMBOO_FIRST
from teams.extraction._patterns_zh_constructions import FIRST_PATTERNS as CONSTRUCTIONS_FIRST
from teams.extraction._patterns_zh_constructions import LATER_PATTERNS as CONSTRUCTIONS_LATER
from teams.extraction._patterns_zh_disposals import DISPOSAL_PATTERNS
from teams.extraction._patterns_zh_everyday import EVERYDAY_PATTERNS
from teams.extraction._patterns_zh_firm import ZH_FIRM_PATTERNS
from teams.extraction._patterns_zh_fronted import FIRST_PATTERNS as FRONTED_FIRST
from teams.extraction._patterns_zh_fronted import LATER_PATTERNS as FRONTED_LATER
from teams.extraction._patterns_zh_harbour import FIRST_PATTERNS as HARBOUR_FIRST
from teams.extraction._patterns_zh_inkstone import FIRST_PATTERNS as INKSTONE_FIRST
from teams.extraction._patterns_zh_kiln import FIRST_PATTERNS as KILN_FIRST
from teams.extraction._patterns_zh_lotus import FIRST_PATTERNS as LOTUS_FIRST
from teams.extraction._patterns_zh_offhand import FIRST_PATTERNS as OFFHAND_FIRST
from teams.extraction._patterns_zh_paddy import FIRST_PATTERNS as PADDY_FIRST
from teams.extraction._patterns_zh_plain import FIRST_PATTERNS as PLAIN_FIRST
from teams.extraction._patterns_zh_shapes import FIRST_PATTERNS as SHAPES_FIRST
from teams.extraction._patterns_zh_sleigh import FIRST_PATTERNS as SLEIGH_FIRST
from teams.extraction._patterns_zh_spoken import SPOKEN_PATTERNS
from teams.extraction._patterns_zh_stall import FIRST_PATTERNS as STALL_FIRST
from teams.extraction._patterns_zh_team import FIRST_PATTERNS as TEAM_FIRST
from teams.extraction._patterns_zh_terse import FIRST_PATTERNS as TERSE_FIRST
from teams.extraction._patterns_zh_trades import FIRST_PATTERNS, LATER_PATTERNS
from teams.extraction._patterns_zh_workshop import FIRST_PATTERNS as WORKSHOP_FIRST
from teams.extraction._patterns_zh_workshop import LATER_PATTERNS as WORKSHOP_PATTERNS
from teams.extraction._surnames import ZH_SURNAMES

_END = r"[。！!]?$"
# 我同事老周, 我朋友小李: someone the speaker knows is the topic, not the speaker.
_PEOPLE = (
    r"我(?:的)?(?:同事|朋友|同学|室友|老板|经理|领导|搭档|家人|老公|老婆|哥哥|姐姐|弟弟|妹妹)"
    r"(?:(?!说|听说|觉得|认为|告诉)[一-龥A-Za-z]){0,3}"
)
_TOPIC = (
    rf"^(?P<topic>{_PEOPLE}|我们公司|我们团队|我们的团队|我们(?:组|小组|部门)|我们|咱们|本公司|公司|团队|我|他|她|"
    r"这个项目|该项目)?"
)
_OBJ = r"(?P<obj>[^，。！]{1,40}?)"
_ROLES = (
    r"工程师|开发者|开发人员|程序员|设计师|经理|产品经理|研究员|学生|老师|教师|教授|顾问|分析师|架构师|科学家|医生|护士|律师|会计|"
    r"作家|编辑|创始人|CTO|CEO|运维|测试|实习生|自由职业者|负责人|主管|总监|组长|开发|研究员|运营|销售|SRE|DBA|QA|PM|DevOps|"
    # Job titles outside software.
    r"店长|店员|厨师|主厨|药剂师|药师|兽医|护工|保育员|幼师|司机|快递员|客服|文员|助理|秘书|行政|出纳|审计|"
    r"规划师|记者|翻译|摄影师|技术员|技师|电工|公务员|博士生|研究生|博士后|讲师|辅导员|采购|质检员"
)
_THINGS = r"项目|产品|公司|团队|服务|应用|代码仓库|仓库"
_CATEGORIES = (
    r"数据库|编程语言|语言|框架|编辑器|云平台|云|技术栈|操作系统|CI|CI/CD|CI工具|持续集成|部署工具|构建工具|监控工具|监控|"
    r"代码托管|代码仓库|[^是的，。]{0,6}工具|[^是的，。]{0,6}平台|缓存|消息队列|"
    # The same kinds of tool as the English TOOL_CATEGORIES: their value is a tool the team uses.
    r"数据仓库|数仓|队列|消息中间件|CDN|镜像仓库|搜索引擎|Web服务器|运行时|ORM|日志系统|任务管理|缺陷跟踪|版本控制|"
    r"知识库|聊天工具|包管理器|测试框架|云服务商|编排|"
    r"网关|API网关|客服系统|工单系统|ERP|CRM|收银系统|记账软件|财务软件|预约系统"
)
_WE = r"(?P<topic>我们的|我们团队的|我们公司的|团队的|公司的|咱们的)"
# 通常, 每天早上, 每周五: when a habit recurs (kept in the habit's line).
_WHEN_WORDS = (
    r"通常|一般|平时|总是|经常|习惯(?:于)?|每天(?:早上|上午|中午|下午|晚上|下班前|上班前)?|每晚|每早|"
    r"每(?:个)?(?:周|星期|礼拜)[一二三四五六日天]?|每个?月|每[两三]周|每个工作日|隔周(?:周[一二三四五六日])?|"
    r"每(?:个)?(?:季度|年)(?:春天|夏天|秋天|冬天|年初|年底)?|"
    r"每个?(?:迭代|冲刺|sprint|版本)(?:结束时|开始时|结束后|开始前)?"
)
_WHEN = rf"(?P<when>{_WHEN_WORDS})"
# 周末, 午饭后, 每次提交前: a time said before the subject (周末我一般去爬山).
_LEAD_TIME = r"(?:周末|平时|工作日|每天[^，。我]{0,4}|(?:每次|每个)?[^，。我]{1,8}?(?:前|后|时|的时候))"
# Verbs other patterns read: "我通常用Vim" is USES Vim, not a habit.
# 在提交前 (before committing) is when, not where: a habit.
# 经常要跑计算 (often has to run): a duty said right after the when word is not a habit; 每天都要跑步 still is.
_DUTY = r"(?!要|需要|得|不得不|必须)"
# 一般开十分钟 (round 17): how long a meeting lasts is no habit.
_NOT_HABIT = (
    r"(?!(?:都|会)?(?:用|使用|喜欢|爱|在(?!周末|晚上|早上|上午|下午|家|[^，。]{1,8}[前后])|住|是|讨厌)|"
    r"(?:一般|通常)?开[^，。]{1,5}(?:分钟|小时)|"
    # 每年跑两场 (round 31): how many races a year, said after what one is, is a count, not a habit.
    r"(?:跑|比|参加)[一二两三四五六七八九十\d]{1,2}场[。！!]?$|"
    # 一般十分钟结束 (round 19): when a meeting ends, said by its length, is no habit either.
    r"(?:一般|通常)?[^，。]{1,4}(?:分钟|小时)(?:内|左右)?(?:就)?(?:结束|散|完)|"
    # 我住在温江，每天坐地铁过来 (round 18): how one comes over (here, to work) is no habit of its own.
    r"(?:坐|搭|乘|骑|开)[^，。]{1,4}过来(?:的)?[。！!]?$|"
    # 每天坐地铁上班 (round 20): riding transport to work is the commute too; 骑车上班 stays a habit (part 2).
    r"(?:坐|搭|乘)[^，。]{1,4}(?:上班|上学)[。！!]?$|"
    # 我们每两周发一次版，一般周三晚上 (round 23): a day and a time said alone say when the thing before is, no habit.
    r"(?:周|星期|礼拜)[一二三四五六日天](?:晚上|下午|上午|早上|中午)?[。！!]?$)"
)
# 我是字节跳动的前端工程师: a workplace before the role, not a kind of one (自由职业的, 资深的).
_ORG = r"(?P<org>(?!自由职业|资深|初级|高级|中级|全职|兼职|团队|公司|项目|一名|一个|一位|一家|某)[^，。的]{1,20})"
_POLICY_NOUNS = r"PR|pull request|合并请求|提交|代码|发布|部署|变更|上线|分支|迁移|数据库变更|合并|版本"
_ZH_IS = r"(?:是|叫|为)"
# Chinese numerals or digits, for clock times (九点到六点).
# 两点 (round 18): two o'clock said with 两.
_HOUR = r"(?:\d{1,2}|[一二三四五六七八九十两]{1,3})"
# After the hour: a half or a quarter (九点一刻到六点一刻, round 19).
_PAST = r"(?:半|一刻|三刻)?"
_LANGUAGES = (
    r"Python|TypeScript|JavaScript|Rust|Go|Golang|Java|Kotlin|Swift|C\+\+|C#|Ruby|PHP|Scala|Elixir|Haskell|Dart|"
    r"Lua|Perl|Julia|Zig|OCaml|Clojure|Erlang|SQL|Bash"
)
# A tool named in Latin letters, and a list of them ("MySQL和Redis"); a Chinese verb may follow ("用Jira管理任务").
_LATIN_TOOLS = (
    r"[A-Za-z0-9][A-Za-z0-9_ .+#/-]*[A-Za-z0-9_+#](?:\s*[和与、及,，]\s*[A-Za-z0-9][A-Za-z0-9_ .+#/-]*[A-Za-z0-9_+#])*"
)


PATTERNS = [
    *BAMBOO_FIRST,
    *INKSTONE_FIRST,
    *LOTUS_FIRST,
    *SLEIGH_FIRST,
    *PADDY_FIRST,
    *HARBOUR_FIRST,
    *TERSE_FIRST,
    *OFFHAND_FIRST,
    *STALL_FIRST,
    *KILN_FIRST,
    *PLAIN_FIRST,
    *SHAPES_FIRST,
    *ZH_FIRM_PATTERNS,
    *TEAM_FIRST,
    *ASIDES_FIRST,
    *FRONTED_FIRST,
    *CONSTRUCTIONS_FIRST,
    *WORKSHOP_FIRST,
    *FIRST_PATTERNS,
    *EVERYDAY_PATTERNS,
    *SPOKEN_PATTERNS,
    Pattern(
        "zh.name",
        # 叫我小郦就行: "will do" is how it is said, not the name.
        zh(rf"^(?:我叫|我的名字是|我的名字叫|我名叫|叫我|我姓){_OBJ}(?:就行|就好|就可以了?|就成)?{_END}"),
        "HAS_NAME",
        0.93,
        object_type="Name",
    ),
    Pattern(
        "zh.favourite", zh(rf"^(?P<topic>我|我们)?最(?:喜欢|爱)的(?P<cat>[^是]{{1,10}})是{_OBJ}{_END}"), "PREFERS", 0.9
    ),
    Pattern(
        "zh.our_main",
        zh(
            rf"^(?P<topic>我们的|我们团队的|咱们的|公司的|团队的|我们公司的)(?:主要的?|主|默认的?|核心)?(?P<cat>{_CATEGORIES})(?:是|用的是|采用的是){_OBJ}{_END}"
        ),
        "USES",
        0.88,
        who=WE,
    ),
    Pattern(
        "zh.attribute",
        zh(
            rf"^(?P<topic>我)的(?P<cat>时区|邮箱|电子邮件|手机号|微信|昵称|母语|职位|职称|部门|老板|上司|上级|经理|领导|主管|"
            rf"GitHub账号|GitHub帐号|GitHub用户名|GitHub ID|GitHub id){_ZH_IS}{_OBJ}{_END}"
        ),
        "HAS_{cat}",
        0.88,
    ),
    Pattern(
        "zh.org_located",
        zh(
            rf"^(?P<topic>我们公司|公司|本公司|我们团队|团队|我们的总部|总部|公司总部)(?:总部)?(?:位于|设在|在(?!用|使用|做|搞|推|开发|招|开|忙|讨论|加班|装修|搬|放假|休息|面试|培训|准备|考虑|赶)){_OBJ}"
            rf"{_END}"
        ),
        "LOCATED_IN",
        0.85,
        who=WE,
        object_type="Place",
    ),
    Pattern(
        "zh.thing_name",
        zh(
            rf"^(?P<topic>我们的|我们|咱们的|公司的|团队的|这个|当前的?|现在的|我的)?(?P<cat>{_THINGS})(?:的)?"
            rf"(?:(?:名字|名称|代号)\s*(?:叫|是|为)?|叫做|名叫|叫)\s*{_OBJ}{_END}"
        ),
        "HAS_{cat}",
        0.9,
        who=OTHER,
    ),
    Pattern(
        "zh.role_at",
        zh(rf"{_TOPIC}是(?:一名|一个|一位|个|名)?{_ORG}的(?P<obj>[^，。的]{{0,10}}?(?:{_ROLES})){_END}"),
        "HAS_ROLE",
        0.9,
        object_type="Role",
        also=(("org", "WORKS_AT", "Organisation"),),
    ),
    Pattern(
        "zh.works_as",
        # 我在公司当运维主管: "the company" names no workplace.
        zh(
            rf"{_TOPIC}在(?:(?:公司|单位|这边|那边|这里)|(?P<org>[^，。]{{1,20}}?))(?:担任|做|当|任|作为)"
            rf"(?P<obj>[^，。]{{0,10}}?(?:{_ROLES})){_END}"
        ),
        "HAS_ROLE",
        0.9,
        object_type="Role",
        also=(("org", "WORKS_AT", "Organisation"),),
    ),
    Pattern(
        "zh.working_hours",
        zh(
            rf"{_TOPIC}(?:通常|一般|平时|每天)?(?:从)?(?P<obj>(?:早上|上午|中午|下午|晚上)?{_HOUR}点{_PAST})(?:工作|上班)?"
            # …到晚上八点都在铺子里 (round 17): the hours said as when one is at the premises.
            rf"(?P<sep>到|至|-)(?P<till>(?:早上|上午|中午|下午|晚上)?{_HOUR}点{_PAST})"
            rf"(?:工作|上班|都?在(?:铺子|店|店里|厂|厂里|公司|工作室|办公室|单位|档口|摊上)里?)?{_END}"
        ),
        "HAS_WORKING_HOURS",
        0.85,
        object_type="WorkingHours",
        phrase=True,
    ),
    Pattern(
        "zh.working_hours_are",
        zh(rf"^(?:我的?)?(?:工作时间|上班时间)(?:是|为|改为|改成|更新为|更新成)(?P<obj>[^，。]{{2,30}}?){_END}"),
        "HAS_WORKING_HOURS",
        0.88,
        object_type="WorkingHours",
        phrase=True,
    ),
    Pattern(
        "zh.deploys_on",
        # 我们在火山引擎上部署服务: where the team deploys is a platform it uses.
        zh(rf"{_TOPIC}(?:都|也)?在(?P<obj>[^，。上]{{1,20}}?)上(?:部署|托管|运行|跑)[^，。]{{0,10}}{_END}"),
        "USES",
        0.8,
    ),
    Pattern(
        "zh.job_is",
        # 职位是测试开发工程师, 我的岗位是全栈开发: a job said as a title is the role.
        zh(rf"^(?:(?P<topic>我)的)?(?:职位|岗位|职务)(?:是|为){_OBJ}{_END}"),
        "HAS_ROLE",
        0.88,
        object_type="Role",
    ),
    Pattern(
        "zh.role",
        zh(rf"{_TOPIC}是(?:一名|一个|一位|个|名)?(?P<obj>[^，。]{{0,20}}?(?:{_ROLES})){_END}"),
        "HAS_ROLE",
        0.9,
        object_type="Role",
    ),
    Pattern(
        "zh.surname",
        # 我是张伟: a common family name and a given name, nothing else (我是程序员 is a role, read first).
        zh(r"^我是(?P<obj>(?:" + "|".join(ZH_SURNAMES) + r")[一-龥]{1,2})[。！!]?$"),
        "HAS_NAME",
        0.85,
        object_type="Name",
    ),
    Pattern(
        "zh.trait",
        zh(
            rf"{_TOPIC}是(?:一个|一名|个)?(?:典型的|标准的)?(?P<obj>素食主义者|素食者|左撇子|夜猫子|早起的人|社恐|社牛|路痴|"
            # 宅男, 暖男 (round 14): a kind of person said as a compound on 男 or 女; 长女 and 次男 are a place in the
            # family, 美女 and 少女 no trait.
            rf"早起党|夜猫党|(?![长次大小老美少妇个名位])[一-龥]{{1,2}}(?:男|女)){_END}"
        ),
        "IS_A",
        0.85,
        object_type="Trait",
    ),
    Pattern(
        "zh.works_at",
        # 我在小红书负责测试: what one is in charge of at a place says one works there.
        zh(rf"^(?:目前|现在)?{_TOPIC[1:]}(?:目前|现在)?在{_OBJ}(?:工作|上班|任职|负责[^，。]{{1,10}}){_END}"),
        "WORKS_AT",
        0.88,
        object_type="Organisation",
    ),
    Pattern(
        "zh.lives_in",
        zh(rf"{_TOPIC}(?:现在|一直)?(?:住在|生活在|定居在|住){_OBJ}{_END}"),
        "LIVES_IN",
        0.88,
        object_type="Place",
    ),
    Pattern(
        "zh.made_with",
        # 我们的前端是用Vue写的, 我们的测试环境跑在Fly.io上: how the team's thing is made or run.
        zh(
            rf"^{_WE}[^是，。]{{1,10}}?(?:是)?(?:用|基于|跑在|部署在|运行在|托管在)(?P<obj>{_LATIN_TOOLS}|[^，。]{{1,20}}?)"
            rf"(?:写的|开发的|构建的|做的|搭建的|实现的|上)?的?{_END}"
        ),
        "USES",
        0.85,
        who=WE,
    ),
    Pattern(
        "zh.runs_on",
        # 生产环境跑在阿里云上: where the team's environments and servers run is the team's (no 我们 needed).
        zh(
            r"^(?P<env>[^，。]{0,8}?(?:环境|服务器|集群|服务|系统|网站|线上))(?:都|也|目前|现在)?"
            rf"(?:跑在|部署在|运行在|托管在|放在|架在)(?P<obj>[^，。]{{1,20}}?)(?:上|上面|里)?{_END}"
        ),
        "USES",
        0.85,
        who=WE,
    ),
    Pattern(
        "zh.update",
        # 把我喜欢的语言改成Elixir: an update of a preference is the preference (the structured relation kept).
        zh(
            r"^(?:请|帮我|麻烦)?把我(?:(?:最)?(?:喜欢|常用|偏好|偏爱)的(?P<cat>[^，。]{1,8}?)|的[^，。]{1,8}?(?:偏好|喜好))"
            r"(?:改成|换成|改为|更新为|更新成|设为|设置为)"
            rf"{_OBJ}{_END}"
        ),
        "PREFERS",
        0.9,
    ),
    Pattern(
        "zh.update_place",
        zh(rf"^(?:请|帮我|麻烦)?把我的(?:城市|所在地|居住地|住址|常住地)(?:改成|改为|更新为|更新成|设为){_OBJ}{_END}"),
        "LIVES_IN",
        0.9,
        object_type="Place",
    ),
    Pattern(
        "zh.update_attribute",
        zh(
            r"^(?:请|帮我|麻烦)?把我的(?P<cat>时区|邮箱|电子邮件|手机号|微信|昵称|职位|部门|GitHub用户名|GitHub账号)"
            rf"(?:改成|改为|更新为|更新成|设为){_OBJ}{_END}"
        ),
        "HAS_{cat}",
        0.9,
    ),
    Pattern(
        "zh.our_value",
        zh(
            rf"^{_WE}(?P<cat>[^是的，。]{{1,10}}?)(?:主要|大多|大部分|基本上|都)?(?:是|为)(?P<obj>[^，。]{{1,30}}?){_END}"
        ),
        "HAS_{cat}",
        0.85,
        who=WE,
        doubtful_unless_slot=True,
    ),
    policy(
        "zh.policy",
        zh(
            # 总是/始终 like "we always squash-merge": a rule the team keeps (a habit says 通常, 每周…).
            r"^(?P<topic>我们团队|我们公司|我们|团队|公司|咱们)(?P<obj>(?!的)[^，。]{0,10}?(?:要求|规定|必须|一律|从不|禁止|不允许|总是|"
            r"始终|一定(?:会|要)?)[^，。]{2,40}?)" + _END
        ),
    ),
    policy(
        "zh.policy_rule",
        zh(
            rf"^(?:(?P<topic>我们的|我们团队的|我们公司的|团队的|公司的))?"
            # 所有…/每次…都必须: whatever is named after "every", a rule for each of them.
            rf"(?P<obj>(?:(?:所有的?|每个|每一个|任何|每次|每一次)[^，。]{{0,8}}?|(?:{_POLICY_NOUNS})[^，。]{{0,8}}?)"
            rf"(?:都)?(?:必须|需要|要|得|不能|不允许)[^，。]{{2,30}}?){_END}"
        ),
    ),
    policy(
        "zh.forbidden",
        # 禁止直接推送到main分支, 周五禁止合并代码: a rule without a subject is the team's (a time may lead).
        zh(rf"^(?P<obj>(?!我)[^，。]{{0,8}}?(?:禁止|不允许|不准|严禁|不许)[^，。]{{2,30}}?){_END}"),
    ),
    Pattern(
        "zh.stopped",
        zh(rf"{_TOPIC}已经不(?:用|使用|喜欢){_OBJ}了{_END}"),
        "USES",
        0.88,
        kind="end",
    ),
    Pattern(
        "zh.avoids",
        # 我不用Windows: without 已经…了 or 不再, a standing choice, not a change.
        # 我不吃辣, 我不喝酒: what one never eats or drinks is avoided too.
        # 不用记哈, 不用担心: "no need to" avoids nothing.
        zh(rf"{_TOPIC}(?:从来|从|都)?不(?:用(?!记|担心|操心|管|客气|谢|麻烦|急)|使用|采用|吃|喝|碰){_OBJ}{_END}"),
        "AVOIDS",
        0.75,
    ),
    Pattern(
        "zh.allergy",
        # 我菠萝过敏 (no 对): the allergen said right after the speaker.
        zh(rf"{_TOPIC}对?{_OBJ}过敏{_END}"),
        "HAS_ALLERGY",
        0.9,
        object_type="Allergen",
    ),
    Pattern(
        "zh.sells",
        zh(
            # 我们茶园自产自销白茶: a farm, a workshop or a shop, and what it sells.
            rf"^(?P<topic>我们公司|我们团队|我们(?:店|小店|网店|工作室|茶园|农场|果园|工厂|厂|酒厂|面包店|咖啡馆)|我们|公司|店里)"
            rf"(?:平时|一般|通常)?(?:也|还)?(?:主要)?(?:卖|销售|出售|提供|自产自销|专卖|主营){_OBJ}{_END}"
        ),
        "SELLS",
        0.85,
        who=WE,
        object_type="Product",
    ),
    Pattern(
        "zh.writes_language",
        zh(
            rf"{_TOPIC}(?:主要|平时|一般|也)?(?:写|用)(?P<obj>(?:{_LANGUAGES})(?:[和与、](?:{_LANGUAGES}))*)(?:写代码|编程|开发)?{_END}"
        ),
        "USES",
        0.8,
        object_type="Language",
    ),
    Pattern(
        "zh.no_longer", zh(rf"{_TOPIC}(?:已经)?不再(?:用|使用|喜欢){_OBJ}(?:了)?{_END}"), "USES", 0.88, kind="end"
    ),
    Pattern(
        "zh.no_liking",
        # 我对NetBeans一点好感都没有: no liking for a thing is disliking it.
        zh(
            rf"{_TOPIC}对{_OBJ}(?:一点好感都没有|一点好感也没有|没(?:有)?(?:什么)?好感|不感冒|不太感冒|很反感|反感){_END}"
        ),
        "DISLIKES",
        0.8,
    ),
    Pattern(
        "zh.fan_of",
        # 我是Warp党, 我是Vim派: a side one takes is a preference.
        zh(rf"{_TOPIC}是(?:个|一个)?{_OBJ}(?:党|派|粉|的粉丝|的忠实用户){_END}"),
        "PREFERS",
        0.8,
    ),
    Pattern(
        "zh.ended",
        # 我们去年就停用了TeamCity, Surface我早就不用了: a tool put aside.
        zh(
            rf"(?:{_TOPIC}(?:[^，。]{{1,4}}?)?(?:就|早就|已经)?停用了?{_OBJ}|^(?P<span>[^，。我]{{1,20}}?)(?:我们|我)(?:早就|已经|早已)"
            rf"不(?:用|使用)了){_END}"
        ),
        "USES",
        0.88,
        kind="end",
    ),
    Pattern(
        "zh.dislikes",
        zh(
            rf"{_TOPIC}(?:很|非常|特别)?(?:讨厌|不喜欢|不太喜欢|不怎么喜欢|不是很喜欢|不大喜欢|受不了|不爱用|不想用){_OBJ}{_END}"
        ),
        "DISLIKES",
        0.8,
    ),
    Pattern(
        "zh.switched",
        # 我们全换成了… (round 16): all of it changed over, with 全.
        zh(rf"{_TOPIC}(?:已经)?(?:全|都|全都)?(?:换成|改用|切换到|迁移到|转向)(?:了)?{_OBJ}(?:了)?{_END}"),
        "USES",
        0.88,
    ),
    Pattern(
        "zh.prefers",
        zh(rf"{_TOPIC}(?:现在)?(?:更|比较|还是)?(?:偏好|偏爱|倾向于|更喜欢|更爱)(?:用|使用)?{_OBJ}{_END}"),
        "PREFERS",
        0.88,
    ),
    Pattern(
        "zh.likes",
        zh(rf"{_TOPIC}(?:现在)?(?:很|非常|特别|最|也|还是|一直|比较)?(?:喜欢|爱)(?:用|使用)?(?:的是)?{_OBJ}{_END}"),
        "PREFERS",
        0.8,
    ),
    Pattern(
        "zh.uses",
        zh(
            # 公司内部用钉钉沟通: inside the company is still the company; 请用… asks, it states nothing.
            # 用粤语口吻回答我吧 (round 16): how to answer is asked of the assistant, no tool of the speaker's.
            rf"{_TOPIC}(?![^。]*请)(?![^。]*(?:回答|回复)我?(?:吧|哦|啊)?[。！!]?$)(?:内部|里|全员)?(?:现在|平时|通常|一般|总是|经常|主要|一直|同时|统一|每天|天天)?(?:都|也)?"
            rf"(?:用(?!户)|使用|采用|(?:正)?在用|正在使用|基于|通过)(?:的是)?(?P<obj>{_LATIN_TOOLS}(?=[一-龥]|[。！!]?$)|[^，。！]{{1,40}}?)"
            r"(?:(?<=[A-Za-z0-9+#])[一-龥][^，。！]{0,15}?|技术栈|开发|编程|写代码|做开发|部署|发布|构建|测试|监控|沟通|交流|"
            r"协作)?"
            rf"{_END}"
        ),
        "USES",
        0.8,
    ),
    Pattern(
        "zh.habit",
        zh(rf"{_TOPIC}{_WHEN}{_DUTY}(?:都|会|都会)?{_NOT_HABIT}(?P<obj>[^，。]{{2,30}}?){_END}"),
        "HAS_HABIT",
        0.8,
        object_type="Habit",
        phrase=True,
    ),
    Pattern(
        "zh.habit_when_first",
        zh(rf"^{_WHEN}(?P<topic>我们|我|咱们){_DUTY}(?:都|会|都会)*{_NOT_HABIT}(?P<obj>[^，。]{{2,30}}?){_END}"),
        "HAS_HABIT",
        0.8,
        object_type="Habit",
        phrase=True,
    ),
    Pattern(
        "zh.habit_time_first",
        # 午饭后我通常会小睡二十分钟, 每次提交前我都会跑一遍单元测试: the time first, then who and a word of habit.
        zh(
            rf"^(?P<when>{_LEAD_TIME})[，,]?\s*(?P<topic>我们|我|咱们)(?:{_WHEN_WORDS}|都会|都|会)+{_NOT_HABIT}"
            rf"(?P<obj>[^，。]{{2,30}}?){_END}"
        ),
        "HAS_HABIT",
        0.8,
        object_type="Habit",
        phrase=True,
    ),
    Pattern(
        "zh.speaks",
        # 我也说不准 / 说不好 / 说不清: not sure, no language spoken.
        zh(rf"^我(?:也|还)?(?:会说|会讲|说|讲)(?!不准|不好|不清|不定|不上来)(?:一点|一些|流利的)?{_OBJ}{_END}"),
        "SPEAKS",
        0.8,
        object_type="SpokenLanguage",
    ),
    *LATER_PATTERNS,
    *WORKSHOP_PATTERNS,
    *CONSTRUCTIONS_LATER,
    *FRONTED_LATER,
    *ASIDES_LATER,
    *DISPOSAL_PATTERNS,
]

who_of = topic_reader(
    selves={"我", "我的", "我个人", "我自己"},
    # A business's own work in topic position (店里收银用的是…, 记账用…): done for the organisation.
    we_marks=re.compile(
        r"我们|咱们|公司|团队|部门|组里|小组|店里|门店|科室|实验室|战队|队里|工作室|厂里|全厂|"
        r"^(?:收银|记账|排班|排工|派工|排课|排产|排期|派单|对账|盘点|出货|库存|财务|订单|预约|考勤|报销|CI/CD|CI|CD|构建|部署|发版|监控|日志|代码托管)$|"
        # 茶客点单, 合作社管账 (round 10): a business's task said with who it is done for or by.
        r"^[一-龥]{1,4}(?:点单|下单|收银|记账|管账|排班|订座|预约|进货|发货)$|"
        # 壶坊早就不用…了, 剧团今年起…: a workshop or a troupe said by its own word, with no one else's before it;
        # 银铺, 面馆, 珍珠场, 果园, 狮队 too (an airport, a market, a square or a park is no one's team).
        r"^(?!.*(?:机场|市场|商场|广场|现场|操场|球场|公园|动物园|幼儿园|校园|花园))[一-龥]{1,3}(?:坊|团|社|铺|馆|场|园|队)$"
    ),
    determiners=re.compile(r"^(?:这个|当前的?|现在的|该)"),
)


# After 写错了 (名字写错了 应该是瞿蔓), 应该是 says what is right, not a guess.
HEDGES = re.compile(r"也许|可能|大概|好像|(?<!错了 )(?<!错了，)(?<!错了,)(?<!错了)应该|我觉得|我想|似乎|或许")
# 本人是一名…, 本人在…: the formal "this person" is the speaker.
SELF_FORMAL = re.compile(r"^本人(?=是|在|从|负责|目前|现在|常住|住)")
# A hedge said first, or a setting said first (做个人项目时我更喜欢Postgres: the speaker still says it).
LEADING_HEDGE = re.compile(
    # 写前端我更喜欢Solid: what one does, said first, is the setting.
    # 记笔记我最喜欢用flomo: so is a task said first.
    r"^(?:也许|可能|大概|我觉得|我想|或许|(?:[^，。我]{1,10}?(?:时|的时候|方面)|"
    r"(?:写|做|开发|记|学|看|听|画|拍|管理|整理|剪)[^，。我]{1,8}?)(?=[，,\s]*我))[，,\s]*"
)
