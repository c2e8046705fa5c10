"""The rules written from held-out part 4's errors (issue #25, round 2) read the ways people say a fact,
not the sentences of part 4: each case here was written for this test, after the rules, and is in no
labelled part. Sentences that only look like one of the shapes must give nothing (precision)."""

import pytest

from bench.team_labels import labelled_turns
from teams.extraction import extract_message
from tests.teams.extraction.kept_drafts import found

SELF_HABIT, WE_USES = ("memory", "self", "HAS_HABIT"), ("memory", "we", "USES")

READ = [
    # English: a habit around a time, the time first; a verb that is "do" and not emphasis.
    (
        "After standup I usually pair with whoever is blocked.",
        [(*SELF_HABIT, "pair with whoever is blocked after standup")],
    ),
    ("Before bed I always read a few pages.", [(*SELF_HABIT, "read a few pages before bed")]),
    ("Three times a week I do a long run.", [(*SELF_HABIT, "do a long run three times a week")]),
    (
        "Our guild holds a design review every other Tuesday.",
        [("memory", "we", "HAS_HABIT", "holds a design review every other Tuesday")],
    ),
    (
        "We tag a release on the last Friday of the month.",
        [("memory", "we", "HAS_HABIT", "tag a release on the last Friday of the month")],
    ),
    ("Our team runs a bug bash every sprint.", [("memory", "we", "HAS_HABIT", "runs a bug bash every sprint")]),
    # English: a team's tool, said with the tool first, a setting first, "we're on", lists of tools.
    ("Our secrets management solution is Vault.", [(*WE_USES, "Vault")]),
    ("Grafana is what we watch the fleet with.", [(*WE_USES, "Grafana")]),
    ("Sentry is where our frontend errors end up.", [(*WE_USES, "Sentry")]),
    ("At our company, builds run on Buildkite.", [(*WE_USES, "Buildkite")]),
    ("Everything we ship runs on Hetzner.", [(*WE_USES, "Hetzner")]),
    ("The entire team talks on Discord.", [(*WE_USES, "Discord")]),
    ("We're on Bitbucket.", [(*WE_USES, "Bitbucket")]),
    ("We host our docs on Netlify and Vercel.", [(*WE_USES, "Netlify"), (*WE_USES, "Vercel")]),
    ("We run our services on Kubernetes and Nomad.", [(*WE_USES, "Kubernetes"), (*WE_USES, "Nomad")]),
    ("We're running on Azure.", [(*WE_USES, "Azure")]),
    ("Most of my time is spent writing Elixir.", [("memory", "self", "USES", "Elixir")]),
    # English: rules said of a thing of the work, a window the team keeps.
    (
        "Our deploy freeze starts every Friday at noon.",
        [("memory", "we", "HAS_POLICY", "deploy freeze starts every Friday at noon")],
    ),
    (
        "Our code freeze begins two days before each release.",
        [("memory", "we", "HAS_POLICY", "code freeze begins two days before each release")],
    ),
    (
        "Hotfix branches must be merged back into develop.",
        [("memory", "we", "HAS_POLICY", "Hotfix branches must be merged back into develop")],
    ),
    (
        "A migration can't ship without a rollback script.",
        [("memory", "we", "HAS_POLICY", "A migration can't ship without a rollback script")],
    ),
    # English: the person.
    (
        "I'm Tomasz Wierzbicki, data engineer at Quillfeather.",
        [
            ("memory", "self", "HAS_NAME", "Tomasz Wierzbicki"),
            ("memory", "self", "HAS_ROLE", "data engineer"),
            ("memory", "self", "WORKS_AT", "Quillfeather"),
        ],
    ),
    (
        "Nowadays I work at Lumen Dynamics as a release manager.",
        [("memory", "self", "WORKS_AT", "Lumen Dynamics"), ("memory", "self", "HAS_ROLE", "release manager")],
    ),
    (
        "I'm a site reliability engineer with Corvid Health.",
        [("memory", "self", "HAS_ROLE", "site reliability engineer"), ("memory", "self", "WORKS_AT", "Corvid Health")],
    ),
    ("I report to Mirela Costa.", [("memory", "self", "HAS_MANAGER", "Mirela Costa")]),
    ("You can find me on GitHub as bramblecode.", [("memory", "self", "HAS_GITHUB_HANDLE", "bramblecode")]),
    ("I'm on Central European time.", [("memory", "self", "HAS_TIMEZONE", "Central European time")]),
    ("I relocated to Valparaíso last spring.", [("memory", "self", "LIVES_IN", "Valparaíso")]),
    (
        "I speak Hindi, English and a little German.",
        [
            ("memory", "self", "SPEAKS", "Hindi"),
            ("memory", "self", "SPEAKS", "English"),
            ("memory", "self", "SPEAKS", "German"),
        ],
    ),
    # English: liking and disliking said otherwise, a tool put aside.
    ("Helix has completely won me over.", [("memory", "self", "PREFERS", "Helix")]),
    ("Give me Postgres over MySQL any day.", [("memory", "self", "PREFERS", "Postgres")]),
    ("Ruff is my go-to for linting.", [("memory", "self", "PREFERS", "Ruff")]),
    ("I find Webpack frustrating.", [("memory", "self", "DISLIKES", "Webpack")]),
    ("I detest YAML templating.", [("memory", "self", "DISLIKES", "YAML templating")]),
    ("I'm no longer on Arch.", [("end", "self", "USES", "Arch")]),
    # Japanese.
    ("出社前に必ずメールを確認しています。", [(*SELF_HABIT, "出社前に必ずメールを確認している")]),
    ("平日はだいたい自転車で通勤してます。", [(*SELF_HABIT, "平日はだいたい自転車で通勤してる")]),
    ("うちの課では隔週で読書会をしています。", [("memory", "we", "HAS_HABIT", "隔週で読書会をしている")]),
    ("夕方には散歩するようにしています。", [(*SELF_HABIT, "散歩する")]),
    ("議事録はその日のうちに書く派です。", [(*SELF_HABIT, "議事録はその日のうちに書く")]),
    ("Eclipseはどうしても好きになれません。", [("memory", "self", "DISLIKES", "Eclipse")]),
    ("Perlは正直あまり好きじゃないです。", [("memory", "self", "DISLIKES", "Perl")]),
    ("チームの設計資料はNotionにまとめています。", [(*WE_USES, "Notion")]),
    ("ビルドはBazelで回しています。", [(*WE_USES, "Bazel")]),
    ("社内チャットはMattermostです。", [(*WE_USES, "Mattermost")]),
    ("うちはSnowflakeとdbtを併用しています。", [(*WE_USES, "Snowflake"), (*WE_USES, "dbt")]),
    ("弊社はDatadogを導入しています。", [(*WE_USES, "Datadog")]),
    (
        "テストなしのリリースは認めていません。",
        [("memory", "we", "HAS_POLICY", "テストなしのリリースは認めていません")],
    ),
    ("深夜はデプロイしないルールです。", [("memory", "we", "HAS_POLICY", "深夜はデプロイしないルールです")]),
    ("はじめまして、早乙女玲奈です。", [("memory", "self", "HAS_NAME", "早乙女玲奈")]),
    ("本業はデータエンジニアです。", [("memory", "self", "HAS_ROLE", "データエンジニア")]),
    (
        "日本郵船で経理部の課長をしています。",
        [("memory", "self", "HAS_ROLE", "課長"), ("memory", "self", "WORKS_AT", "日本郵船")],
    ),
    ("上司は村上さんです。", [("memory", "self", "HAS_MANAGER", "村上")]),
    ("GitHubのIDはtanuki-devです。", [("memory", "self", "HAS_GITHUB_HANDLE", "tanuki-dev")]),
    ("三年前から函館で暮らしています。", [("memory", "self", "LIVES_IN", "函館")]),
    (
        "ベトナム語と広東語ができます。",
        [("memory", "self", "SPEAKS", "ベトナム語"), ("memory", "self", "SPEAKS", "広東語")],
    ),
    ("卵アレルギーがあります。", [("memory", "self", "HAS_ALLERGY", "卵")]),
    ("私は山田です。", [("memory", "self", "HAS_NAME", "山田")]),
    ("寝る前にストレッチするのが日課です。", [(*SELF_HABIT, "寝る前にストレッチする")]),
    ("散歩が日課です。", [(*SELF_HABIT, "散歩")]),
    ("うちはBacklogを使っている。", [(*WE_USES, "Backlog")]),
    ("弊社ではTerraformを導入しました。", [(*WE_USES, "Terraform")]),
    ("Jenkinsはもう卒業しました。", [("end", "self", "USES", "Jenkins")]),
    # Chinese.
    ("下班后我一般去健身房。", [(*SELF_HABIT, "下班后去健身房")]),
    ("每次发版前我们都会跑一遍回归测试。", [("memory", "we", "HAS_HABIT", "每次发版前跑一遍回归测试")]),
    ("我们部门每季度组织一次黑客马拉松。", [("memory", "we", "HAS_HABIT", "每季度组织一次黑客马拉松")]),
    ("写后端我更喜欢Go。", [("memory", "self", "PREFERS", "Go")]),
    ("我对Eclipse一点好感也没有。", [("memory", "self", "DISLIKES", "Eclipse")]),
    ("我是Emacs党。", [("memory", "self", "PREFERS", "Emacs")]),
    ("公司内部用飞书协作。", [(*WE_USES, "飞书")]),
    ("我们在阿里云上部署全部服务。", [(*WE_USES, "阿里云")]),
    ("我的岗位是数据分析师。", [("memory", "self", "HAS_ROLE", "数据分析师")]),
    ("我的上级是周强。", [("memory", "self", "HAS_MANAGER", "周强")]),
    ("我们的迭代是两周一个周期。", [("memory", "we", "HAS_SPRINT_LENGTH", "两周一个周期")]),
    ("我们前年就停用了Jenkins。", [("end", "we", "USES", "Jenkins")]),
    ("Windows我早就不用了。", [("end", "self", "USES", "Windows")]),
]

NOTHING = [
    # Shapes that look like the rules above and state no durable fact.
    "After lunch I went home.",
    "Before the demo I was nervous.",
    "Everything we run is slow today.",
    "Our billing service is down.",
    "Our payment service is slow again.",
    "We're on it.",
    "We're running on fumes.",
    "それが日課です。",
    "I'm on holiday next week.",
    "My changes must be lost somewhere.",
    "I report to work at nine tomorrow.",
    "For now, we use Postgres.",
    "Delete the temp folder, please.",
    "大丈夫です。",
    "賛成です。",
    "以上です。",
    "訂正です。",
    "このファイルを消してください。",
    "3日後にリリースします。",
    "部長はGoに移るべきだと言っています。",
    "把这个文件删掉。",
    "请用Python写一个例子。",
    "我们的周一个会很长。",
]


def test_none_of_these_sentences_is_in_a_labelled_part():
    labelled = {t["text"] for t in labelled_turns()}
    assert not labelled & ({text for text, _ in READ} | set(NOTHING))


@pytest.mark.parametrize(("text", "expected"), READ)
def test_a_spoken_shape_is_read(text, expected):
    assert found(text) == expected


@pytest.mark.parametrize("text", NOTHING)
def test_a_look_alike_gives_nothing(text):
    assert found(text) == []


@pytest.mark.parametrize(
    ("text", "obj", "corrects"),
    [
        ("Actually, I switched jobs from Northwind to Contoso last month.", "Contoso", "Northwind"),
        ("I changed companies from Globex to Hooli.", "Hooli", "Globex"),
        ("Scratch that: I work at Pinecrest Labs, not Oakmont.", "Pinecrest Labs", "Oakmont"),
    ],
)
def test_a_change_of_workplace_names_the_one_it_ends(text, obj, corrects):
    drafts = [d for d in extract_message(text).drafts if d.relation == "WORKS_AT"]
    assert [(d.who, d.obj, d.corrects) for d in drafts] == [("self", obj, corrects)]


@pytest.mark.parametrize(
    "text", ["I moved from Lyon to Tbilisi.", "I switched from Vim to Emacs.", "We went from Jenkins to Drone."]
)
def test_a_move_without_a_word_for_the_job_is_no_change_of_workplace(text):
    assert [d for d in extract_message(text).drafts if d.relation == "WORKS_AT"] == []


def test_the_speakers_own_always_is_a_habit_not_a_rule():
    assert found("私は必ず朝ごはんを食べます。") == [(*SELF_HABIT, "必ず朝ごはんを食べます")]


@pytest.mark.parametrize(
    ("text", "obj"),
    [
        ("Just for now, assume the cache is cold.", "assume the cache is cold"),
        ("この会話の間だけ、ブランチ名はhotfix-7と呼んでください。", "hotfix-7"),
        ("这轮对话里，把这个任务叫做海燕。", "海燕"),
    ],
)
def test_a_statement_for_this_run_is_session_memory(text, obj):
    assert [(d.who, d.obj) for d in extract_message(text).drafts] == [("session", obj)]


@pytest.mark.parametrize(
    ("text", "obj"),
    [
        ("Please wipe what you know about my diet.", "diet"),
        ("私の住所の情報は消してください。", "住所"),
        ("别再记着我的生日了。", "生日"),
        ("把我对花生过敏那条删掉。", "花生"),
    ],
)
def test_a_forget_said_otherwise_is_a_forget(text, obj):
    drafts = extract_message(text).drafts
    assert [d.kind for d in drafts] == ["forget"] and obj in drafts[0].obj
