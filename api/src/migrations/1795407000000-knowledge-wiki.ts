import { MigrationInterface, QueryRunner } from 'typeorm';

// Wikis (issue 16 §1): the wiki and its chapters in stored order. The two GIN indexes serve the German
// full-text search (wiki-search.repository.ts) and are over exactly the expressions its queries use:
// chapters over title and plain text, wikis over title and description, both with the `german` configuration
// and < > read as spaces (the parser would take "<script>" in a text for a tag and skip the words after it).
export class KnowledgeWiki1795407000000 implements MigrationInterface {
  name = 'KnowledgeWiki1795407000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "wiki" ("id" uuid NOT NULL DEFAULT uuid_generate_v4(), "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "tenant_id" uuid NOT NULL, "author_id" uuid, "title" character varying(200) NOT NULL, "description" character varying(2000) NOT NULL DEFAULT '', "view_access" smallint NOT NULL DEFAULT '0', CONSTRAINT "chk_wiki_view_access" CHECK ("view_access" >= 0), CONSTRAINT "PK_c021a14e8072245b6d24f069ace" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "idx_wiki_author" ON "wiki" ("author_id") `);
    await queryRunner.query(`CREATE INDEX "idx_wiki_tenant_title" ON "wiki" ("tenant_id", "title") `);
    await queryRunner.query(`CREATE INDEX "idx_wiki_search" ON "wiki" USING gin (to_tsvector('german', translate("title" || ' ' || "description", '<>', '  ')))`);
    await queryRunner.query(
      `CREATE TABLE "wiki_section" ("id" uuid NOT NULL DEFAULT uuid_generate_v4(), "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "tenant_id" uuid NOT NULL, "wiki_id" uuid NOT NULL, "position" integer NOT NULL, "title" character varying(200) NOT NULL, "content" text NOT NULL DEFAULT '', "content_text" text NOT NULL DEFAULT '', "updated_by_id" uuid, CONSTRAINT "PK_3c4e7ab3dde4f039c7dd12af326" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "idx_wiki_section_updated_by" ON "wiki_section" ("updated_by_id") `);
    await queryRunner.query(`CREATE INDEX "idx_wiki_section_tenant_updated" ON "wiki_section" ("tenant_id", "updated_at") `);
    await queryRunner.query(`CREATE INDEX "idx_wiki_section_wiki_position" ON "wiki_section" ("wiki_id", "position") `);
    await queryRunner.query(
      `CREATE INDEX "idx_wiki_section_search" ON "wiki_section" USING gin (to_tsvector('german', translate("title" || ' ' || "content_text", '<>', '  ')))`,
    );
    await queryRunner.query(`ALTER TABLE "wiki" ADD CONSTRAINT "fk_wiki_tenant" FOREIGN KEY ("tenant_id") REFERENCES "tenant"("id") ON DELETE CASCADE`);
    await queryRunner.query(
      `ALTER TABLE "wiki" ADD CONSTRAINT "fk_wiki_author" FOREIGN KEY ("author_id") REFERENCES "user_account"("id") ON DELETE SET NULL`,
    );
    await queryRunner.query(
      `ALTER TABLE "wiki_section" ADD CONSTRAINT "fk_wiki_section_tenant" FOREIGN KEY ("tenant_id") REFERENCES "tenant"("id") ON DELETE CASCADE`,
    );
    await queryRunner.query(
      `ALTER TABLE "wiki_section" ADD CONSTRAINT "fk_wiki_section_wiki" FOREIGN KEY ("wiki_id") REFERENCES "wiki"("id") ON DELETE CASCADE`,
    );
    await queryRunner.query(
      `ALTER TABLE "wiki_section" ADD CONSTRAINT "fk_wiki_section_updated_by" FOREIGN KEY ("updated_by_id") REFERENCES "user_account"("id") ON DELETE SET NULL`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "wiki_section" DROP CONSTRAINT "fk_wiki_section_updated_by"`);
    await queryRunner.query(`ALTER TABLE "wiki_section" DROP CONSTRAINT "fk_wiki_section_wiki"`);
    await queryRunner.query(`ALTER TABLE "wiki_section" DROP CONSTRAINT "fk_wiki_section_tenant"`);
    await queryRunner.query(`ALTER TABLE "wiki" DROP CONSTRAINT "fk_wiki_author"`);
    await queryRunner.query(`ALTER TABLE "wiki" DROP CONSTRAINT "fk_wiki_tenant"`);
    await queryRunner.query(`DROP TABLE "wiki_section"`);
    await queryRunner.query(`DROP TABLE "wiki"`);
  }
}
